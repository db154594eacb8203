# Count, over the blind clones (JS/TS, no tests/node_modules), object literals
# returned as they stand (`return {` / `=> ({`) that hold a member function
# (`k: (..) =>`, `k: function`, `k(..) {`) whose text makes a mutating request
# (.post( / .patch( / method: "POST"). Brace matching on text (approximate).
import os,re,sys
root='/work/blind'
start=re.compile(r'(return\s*\(?\s*\{|=>\s*\(\s*\{)')
member=re.compile(r'^\s*(\w+\s*:\s*(async\s*)?(\([^)]*\)|\w+)\s*(:\s*[^=\n]+)?=>|\w+\s*:\s*(async\s+)?function|(async\s+)?\w+\s*\([^)]*\)\s*(:\s*[^{\n]+)?\{)',re.M)
mut=re.compile(r'\.(post|patch)\s*[<(]|method:\s*["\'](POST|PATCH)')
hits=[];servers=set()
for d in sorted(os.listdir(root)):
  p=os.path.join(root,d)
  for dp,dn,fn in os.walk(p, followlinks=True):
    dn[:]=[x for x in dn if x not in('node_modules','.git','dist','build','test','tests','__tests__')]
    for f in fn:
      if not f.endswith(('.ts','.js','.tsx','.mjs')) or '.test.' in f or '.spec.' in f: continue
      try: s=open(os.path.join(dp,f),errors='ignore').read()
      except: continue
      for m in start.finditer(s):
        i=m.end()-1; depth=0; j=i
        while j<len(s):
          if s[j]=='{': depth+=1
          elif s[j]=='}':
            depth-=1
            if depth==0: break
          j+=1
        body=s[i:j+1]
        if member.search(body[1:]) and mut.search(body):
          hits.append((d,os.path.join(dp,f)[len(p)+1:],s[:m.start()].count('\n')+1)); servers.add(d)
for h in hits: print(*h)
print(len(hits),'objects',len(servers),'servers',file=sys.stderr)
