#!/usr/bin/env python3
"""RC103 gap count over the blind servers (session 2026-11-27, helper rc103x).

Usage: rc103_sites.py BLIND_DIR JSON_DIR OUT.tsv
  BLIND_DIR  the clones (/work/blind, <owner>+<name> per repository of blind.tsv)
  JSON_DIR   blind.sh's $OUT/json (one scan per repository)
  OUT.tsv    one row per database client site: repo, path, line, language,
             library, whether the file (or the repository) names one of the
             library's bounds, whether RC103 reports in that file / on that
             line, and whether the library has a libmodels row or a built-in
             model in checks/rc103.

A site is where a database client, connection, pool or engine is made
(psycopg/asyncpg/PyMySQL/aiomysql/asyncmy/mysql.connector/SQLAlchemy/redis-py/
pymongo/motor/neo4j/clickhouse/snowflake/duckdb/elasticsearch/pymssql/pyodbc;
pg/mysql2/postgres.js/knex/prisma/mongoose/mongodb/redis/ioredis/neo4j-driver/
elastic/neon; database/sql/sqlx/pgx/go-redis/mongo/neo4j/clickhouse), found by
pattern in non-test source (tests, examples, docs, scripts left out). A regex
reader: reachability from a tool handler is not checked and "bounded" means
only that the file or repository spells one of the library's bound names, so
read a sample of the unreported unbounded sites before acting.
"""
import os, re, json, sys, collections, random
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gaplib import table_lines  # noqa: E402
BLIND=sys.argv[1]; JS=sys.argv[2]; OUTP=sys.argv[3]
HERE=os.path.dirname(os.path.abspath(__file__))
repos=set()
for l in table_lines('blind'):
    p=l.split('\t')
    if p[0]!='repo': repos.add(p[0])
SKIP=re.compile(r'(^|/)(node_modules|dist|build|vendor|\.git|\.venv|venv|tests?|__tests__|spec|examples?|docs?|scripts?|e2e|fixtures?|testdata)(/|$)|\.(test|spec)\.|_test\.(go|py)$|(^|/)test_[^/]*\.py$|\.d\.ts$|\.min\.js$')
EXT={'.py':'py','.js':'js','.mjs':'js','.cjs':'js','.ts':'js','.tsx':'js','.go':'go'}
# (lang, library, file-guard regex, site regex, bound names regex)
PG=r'statement_timeout|query_timeout'
LIBS=[
 ('py','psycopg2',r'\bpsycopg2\b',r'psycopg2\.connect\(|(?:Simple|Threaded)ConnectionPool\(|\bpool\.(?:Simple|Threaded)ConnectionPool\(',PG),
 ('py','psycopg3',r'\bpsycopg(?:_pool)?\b',r'psycopg\.(?:Async)?Connection\.connect\(|psycopg\.connect\(|\b(?:Async)?ConnectionPool\(',PG),
 ('py','asyncpg',r'\basyncpg\b',r'asyncpg\.(?:connect|create_pool)\(',r'command_timeout|statement_timeout'),
 ('py','pymysql',r'\bpymysql\b',r'pymysql\.(?:connect|Connect|Connection)\(',r'read_timeout|max_execution_time|max_statement_time'),
 ('py','aiomysql',r'\baiomysql\b',r'aiomysql\.(?:connect|create_pool)\(',r'read_timeout|max_execution_time|max_statement_time'),
 ('py','asyncmy',r'\basyncmy\b',r'asyncmy\.(?:connect|create_pool)\(',r'read_timeout|max_execution_time|max_statement_time'),
 ('py','mysql.connector',r'mysql\.connector|mysql_connector',r'mysql\.connector\.connect\(|\bMySQLConnectionPool\(|pooling\.MySQLConnectionPool\(|mysql\.connector\.aio\.connect\(',r'read_timeout|max_execution_time|max_statement_time|connection_timeout'),
 ('py','sqlalchemy',r'\bsqlalchemy\b',r'\bcreate_(?:async_)?engine\(',r'statement_timeout|command_timeout|read_timeout|max_execution_time|query_timeout|execution_options\([^)]*timeout'),
 ('py','redis-py',r'\bredis\b',r'\b(?:redis\.(?:asyncio\.)?)?(?:Strict)?Redis(?:Cluster)?\((?!\s*\))|Redis(?:Cluster)?\.from_url\(|redis\.(?:asyncio\.)?from_url\(',r'socket_timeout'),
 ('py','pymongo/motor',r'\bpymongo\b|\bmotor\b',r'\b(?:Async)?MongoClient\(|AsyncIOMotorClient\(',r'socketTimeoutMS|timeoutMS|maxTimeMS|max_time_ms|pymongo\.timeout'),
 ('py','neo4j',r'\bneo4j\b',r'(?:Async)?GraphDatabase\.driver\(',r'timeout=|unit_of_work|Query\('),
 ('py','clickhouse',r'clickhouse_connect|clickhouse_driver',r'clickhouse_connect\.get_(?:async_)?client\(|\bget_client\(|clickhouse_driver\.Client\(|\bClient\(',r'send_receive_timeout|max_execution_time|query_timeout'),
 ('py','snowflake',r'\bsnowflake\b',r'snowflake\.connector\.connect\(|Session\.builder',r'network_timeout|STATEMENT_TIMEOUT_IN_SECONDS|statement_timeout|socket_timeout|timeout='),
 ('py','duckdb',r'\bduckdb\b',r'duckdb\.connect\(',r'$^'),
 ('py','elasticsearch',r'\belasticsearch\b|\bopensearchpy\b',r'\b(?:Async)?(?:Elasticsearch|OpenSearch)\(',r'request_timeout|timeout='),
 ('py','pymssql',r'\bpymssql\b',r'pymssql\.connect\(',r'\btimeout='),
 ('py','pyodbc',r'\bpyodbc\b',r'pyodbc\.connect\(',r'\btimeout'),
 ('py','oracledb',r'\boracledb\b|cx_Oracle',r'(?:oracledb|cx_Oracle)\.(?:connect|create_pool|SessionPool)\(',r'call_timeout'),
 ('js','pg',r'''from\s+['"]pg['"]|require\(['"]pg['"]\)|from\s+['"]pg-pool['"]''',r'new\s+(?:pg\.)?(?:Pool|Client)\(',r'statement_timeout|query_timeout'),
 ('js','mysql2/mysql',r'''['"]mysql2?(?:/promise)?['"]''',r'\b(?:mysql\w*)\.create(?:Pool|Connection|PoolCluster)\(|\bcreate(?:Pool|Connection)\(',r'\btimeout\s*:|max_execution_time|max_statement_time'),
 ('js','postgres.js',r'''from\s+['"]postgres['"]|require\(['"]postgres['"]\)''',r'\bpostgres\(',r'statement_timeout'),
 ('js','knex',r'''['"]knex['"]''',r'\b(?:knex|Knex)\(\s*\{|\bknex\(\s*\w+',r'statement_timeout|query_timeout|\.timeout\(|max_execution_time'),
 ('js','prisma',r'@prisma/client',r'new\s+PrismaClient\(',r'statement_timeout|\$transaction\([^)]*timeout|maxWait'),
 ('js','mongoose',r'''['"]mongoose['"]''',r'mongoose\.(?:connect|createConnection)\(',r'socketTimeoutMS|maxTimeMS|timeoutMS'),
 ('js','mongodb',r'''['"]mongodb['"]''',r'new\s+MongoClient\(|MongoClient\.connect\(',r'socketTimeoutMS|maxTimeMS|timeoutMS'),
 ('js','redis/ioredis',r'''['"](?:redis|ioredis|@redis/client)['"]''',r'\bcreateClient\(|\bcreateCluster\(|new\s+(?:IO)?Redis\(|new\s+Redis\.Cluster\(',r'commandTimeout|socketTimeout|socket\s*:\s*\{[^}]*timeout'),
 ('js','neo4j-driver',r'''['"]neo4j-driver['"]''',r'neo4j\.driver\(|\bdriver\(',r'\btimeout\s*:|connectionTimeout|maxTransactionRetryTime'),
 ('js','elastic',r'@elastic/elasticsearch|@opensearch-project',r'new\s+Client\(',r'requestTimeout'),
 ('js','neon',r'@neondatabase/serverless',r'\bneon\(|new\s+Pool\(',r'statement_timeout|signal'),
 ('js','mssql',r'''['"]mssql['"]''',r'\bsql\.connect\(|new\s+(?:sql\.)?ConnectionPool\(',r'requestTimeout'),
 ('go','database/sql',r'"database/sql"|jmoiron/sqlx',r'\bsql\.Open\(|\bsqlx\.(?:Open|Connect|MustConnect|NewDb)\(',r'context\.With(?:Timeout|Deadline)|statement_timeout|readTimeout|max_execution_time'),
 ('go','pgx',r'jackc/pgx',r'\bpgx\.Connect(?:Config)?\(|pgxpool\.(?:New|NewWithConfig|Connect|ConnectConfig)\(',r'context\.With(?:Timeout|Deadline)|statement_timeout'),
 ('go','go-redis',r'go-redis/redis|redis/go-redis',r'redis\.New(?:Cluster|Failover)?Client\(',r'ReadTimeout|context\.With(?:Timeout|Deadline)'),
 ('go','mongo-go',r'go\.mongodb\.org/mongo-driver',r'\bmongo\.(?:Connect|NewClient)\(',r'SetTimeout|context\.With(?:Timeout|Deadline)|SetSocketTimeout|SetMaxTime'),
 ('go','neo4j-go',r'neo4j-go-driver',r'neo4j\.NewDriver(?:WithContext)?\(',r'WithTxTimeout|context\.With(?:Timeout|Deadline)'),
 ('go','clickhouse-go',r'ClickHouse/clickhouse-go',r'clickhouse\.Open(?:DB)?\(',r'max_execution_time|context\.With(?:Timeout|Deadline)'),
 ('go','elastic-go',r'elastic/go-elasticsearch|olivere/elastic',r'elasticsearch\.New(?:Client|DefaultClient|TypedClient)\(',r'ResponseHeaderTimeout|context\.With(?:Timeout|Deadline)|Timeout:'),
]
CLIB={l[1]:(re.compile(l[2]),re.compile(l[3]),re.compile(l[4])) for l in LIBS}
rep_line=collections.defaultdict(set); rep_file=set(); rep_repo=set()
for fn in os.listdir(JS):
    if not fn.endswith('.json'): continue
    try: d=json.load(open(os.path.join(JS,fn)))
    except Exception: continue
    for x in d.get('findings',[]):
        if x['rule_id']=='RC103':
            rep_line[(fn[:-5],x['path'])].add(x['start_line']); rep_file.add((fn[:-5],x['path'])); rep_repo.add(fn[:-5])
rows=[]
for r in sorted(repos):
    d=os.path.join(BLIND,r.replace('/','+'))
    if not os.path.isdir(d): continue
    files=[]
    for root,dirs,fs in os.walk(d):
        rel=os.path.relpath(root,d)
        dirs[:]=[x for x in dirs if not SKIP.search((rel+'/'+x).lstrip('./'))]
        for f in fs:
            p=os.path.relpath(os.path.join(root,f),d)
            e=os.path.splitext(f)[1]
            if e in EXT and not SKIP.search(p):
                try: files.append((p,EXT[e],open(os.path.join(root,f),errors='replace').read()))
                except Exception: pass
    key=r.replace('/','+')
    for lang,lib,g,s,b in LIBS:
        gr,sr,br=CLIB[lib]
        rb=any(br.search(t) for p,l,t in files if l==lang and gr.search(t))
        for p,l,t in files:
            if l!=lang or not gr.search(t): continue
            fb=bool(br.search(t))
            for m in sr.finditer(t):
                ln=t.count('\n',0,m.start())+1
                line=t.split('\n')[ln-1]
                if re.match(r'\s*(#|//|\*)',line): continue
                rows.append((r,p,ln,lang,lib,'file' if fb else ('repo' if rb else 'no'),
                             'line' if ln in rep_line[(key,p)] else ('file' if (key,p) in rep_file else ('repo' if key in rep_repo else 'no')),
                             line.strip()[:120]))
with open(OUTP,'w') as o:
    o.write('repo\tpath\tline\tlang\tlibrary\tbound_named\trc103\ttext\n')
    for x in rows: o.write('\t'.join(map(str,x))+'\n')
c=collections.Counter(); cl=collections.Counter(); cr=collections.Counter()
for x in rows:
    c[(x[5]=='no', x[6] in ('line','file'))]+=1
    if x[5]=='no': cl[(x[4], x[6] in ('line','file'))]+=1
    cr[x[6]]+=1
print('sites',len(rows),'repos',len({x[0] for x in rows}))
print('unbounded(no bound named in repo) reported-in-file:',c[(True,True)],' unreported:',c[(True,False)])
print('bounded-by-name reported-in-file:',c[(False,True)],' unreported:',c[(False,False)])
print('rc103 placement:',dict(cr))
print('unbounded by library (reported-in-file / not):')
for lib in sorted({k[0] for k in cl}, key=lambda k:-(cl[(k,False)])):
    print('  %-16s %3d / %3d' % (lib, cl[(lib,True)], cl[(lib,False)]))
