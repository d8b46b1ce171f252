import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
for (const mode of ['FULL', 'NORMAL']) {
  rmSync('/tmp/fs.db', { force: true }); rmSync('/tmp/fs.db-wal', { force: true });
  const db = new Database('/tmp/fs.db'); db.pragma('journal_mode = WAL'); db.pragma(`synchronous = ${mode}`);
  db.exec('create table t (id integer primary key, b blob)');
  const ins = db.prepare('insert into t (b) values (?)');
  const t = performance.now();
  for (let i = 0; i < 100; i++) db.transaction(() => { ins.run(Buffer.alloc(60000)); ins.run(Buffer.alloc(20000)); })();
  console.log(mode, ((performance.now() - t) / 100).toFixed(2), 'ms per commit');
  db.close();
}
