#!/usr/bin/env python3
"""Live key-by-key check of RingLab's twemproxy and dnsdist ports (see check-port-live-memcache-dns.sh)."""
import argparse
import os
import random
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Procs:
    """Every process started here, stopped (terminate, wait, kill) on exit."""

    def __init__(self):
        self.procs = []

    def start(self, args, **kw):
        p = subprocess.Popen(args, stdin=subprocess.DEVNULL, **kw)
        self.procs.append(p)
        return p

    def stop(self, p):
        if p.poll() is None:
            p.terminate()
            try:
                p.wait(5)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()

    def stop_all(self):
        for p in reversed(self.procs):
            self.stop(p)


def wait_port(host, port, timeout=10.0, udp=False):
    end = time.time() + timeout
    while time.time() < end:
        if udp:
            return True
        try:
            with socket.create_connection((host, port), 0.2):
                return True
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"nothing listens on {host}:{port} after {timeout} s")


def port_free(host, port):
    with socket.socket() as s:
        try:
            s.bind((host, port))
            return True
        except OSError:
            return False


def ringlab_route(cli, algorithm, servers, weights, down, options, keys, workdir):
    """Runs `ringlab-cli route` and returns {key: address or '-'}."""
    keyfile = os.path.join(workdir, "keys.txt")
    with open(keyfile, "wb") as f:
        f.write(b"".join(k + b"\n" for k in keys))
    args = [cli, "route", "--algorithm", algorithm, "--servers", ",".join(servers), "--keys", keyfile]
    if weights:
        args += ["--weights", ",".join(str(w) for w in weights)]
    if down:
        args += ["--down", ",".join(down)]
    for k, v in options.items():
        args += ["--option", f"{k}={v}"]
    out = subprocess.run(args, check=True, stdout=subprocess.PIPE).stdout
    routes = {}
    for line in out.split(b"\n"):
        if line:
            key, _h, server = line.rsplit(b"\t", 2)
            routes[key] = server.decode()
    return routes


# ---------------------------------------------------------------- twemproxy / memcached

def mc_exchange(port, payload, expect_lines, host="127.0.0.1"):
    with socket.create_connection((host, port), 5) as s:
        s.sendall(payload)
        data = b""
        while data.count(b"\r\n") < expect_lines:
            chunk = s.recv(1 << 16)
            if not chunk:
                break
            data += chunk
    return data


def mc_set_all(port, keys):
    """Stores every key through nutcracker (value: the key's index); returns the replies."""
    replies = []
    for i in range(0, len(keys), 200):
        chunk = keys[i:i + 200]
        payload = b"".join(b"set %s 0 0 %d\r\n%s\r\n" % (k, len(str(i + j)), str(i + j).encode())
                           for j, k in enumerate(chunk))
        data = mc_exchange(port, payload, len(chunk))
        replies += data.split(b"\r\n")[:len(chunk)]
    return replies


def mc_get_touch(port, keys):
    """Sends gets through nutcracker (ignoring errors) so that dead servers get ejected."""
    for k in keys:
        try:
            mc_exchange(port, b"get %s\r\n" % k, 1)
        except OSError:
            pass


def mc_held(host, port, keys):
    held = set()
    for i in range(0, len(keys), 100):
        chunk = keys[i:i + 100]
        with socket.create_connection((host, port), 5) as s:
            s.sendall(b"get " + b" ".join(chunk) + b"\r\n")
            data = b""
            while not data.endswith(b"END\r\n"):
                c = s.recv(1 << 16)
                if not c:
                    break
                data += c
        for line in data.split(b"\r\n"):
            if line.startswith(b"VALUE "):
                held.add(line.split(b" ")[1])
    return held


def twemproxy_keys(n, rng):
    keys = []
    for i in range(n):
        r = rng.randrange(1 << 30)
        if i % 10 == 7:
            keys.append(("caf\u00e9:%d:%x" % (i, r)).encode())  # bytes >= 0x80 (signed char)
        elif i % 10 == 3:
            keys.append(b"user:{%d}:%x" % (i % 37, r))          # a hash_tag part
        elif i % 50 == 11:
            keys.append(b"k%d" % i)                              # short: every hash's tail cases
        else:
            keys.append(b"obj:%d:%08x" % (i, r))
    return keys


def check_twemproxy(args, procs, work):
    for prog in ("nutcracker", "memcached"):
        if not shutil.which(prog):
            sys.exit(f"{prog} is not installed (scripts/install-deps.sh installs it)")
    base = args.base_port
    rng = random.Random(18)
    keys = twemproxy_keys(args.keys, rng)
    n = args.servers
    addresses = [("127.0.0.1", base + 1 + i) for i in range(n - 1)] + [("127.0.0.2", 11211)]
    for host, port in addresses:
        if not port_free(host, port):
            sys.exit(f"{host}:{port} is taken; choose another --base-port")
    results = []

    configs = [
        dict(name="ketama fnv1a_64, equal weights", dist="ketama", hash="fnv1a_64"),
        dict(name="ketama fnv1a_64, mixed weights", dist="ketama", hash="fnv1a_64", weights=[1 + (i * 7) % 5 for i in range(n)]),
        dict(name="ketama, explicit names server1..N", dist="ketama", hash="fnv1a_64", numbered=True),
        dict(name="ketama, hash_tag {}", dist="ketama", hash="fnv1a_64", tag="{}"),
        dict(name="ketama, 3 servers down and ejected", dist="ketama", hash="fnv1a_64", down=[1, 4, 6],
             weights=[1 + (i * 3) % 4 for i in range(n)]),
        dict(name="modula fnv1a_64, mixed weights", dist="modula", hash="fnv1a_64", weights=[1 + (i * 7) % 5 for i in range(n)]),
        dict(name="modula, 2 servers down and ejected", dist="modula", hash="murmur", down=[0, 5]),
    ]
    for h in ("md5", "crc16", "crc32", "crc32a", "fnv1_64", "fnv1_32", "fnv1a_32", "hsieh", "murmur", "jenkins",
              "one_at_a_time"):
        configs.append(dict(name=f"ketama {h}", dist="ketama", hash=h))
    if args.only:
        configs = [c for c in configs if args.only in c["name"]]

    ok_all = True
    for cfg in configs:
        weights = cfg.get("weights", [1] * n)
        down = cfg.get("down", [])
        mems = {}
        for i, (host, port) in enumerate(addresses):
            if i in down:
                continue
            mems[i] = procs.start(["memcached", "-l", host, "-p", str(port), "-U", "0", "-m", "16", "-t", "1",
                                   "-u", "root" if os.geteuid() == 0 else os.environ.get("USER", "nobody")],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for i in mems:
            wait_port(*addresses[i])
        listen = base
        conf = os.path.join(work, "nutcracker.yml")
        with open(conf, "w") as f:
            f.write("ringlab:\n  listen: 127.0.0.1:%d\n  hash: %s\n  distribution: %s\n" % (listen, cfg["hash"], cfg["dist"]))
            f.write("  timeout: 2000\n  auto_eject_hosts: %s\n  server_failure_limit: 1\n  server_retry_timeout: 600000\n"
                    % ("true" if down else "false"))
            if cfg.get("tag"):
                f.write('  hash_tag: "%s"\n' % cfg["tag"])
            f.write("  servers:\n")
            for i, (host, port) in enumerate(addresses):
                name = f" server{i + 1}" if cfg.get("numbered") else ""
                f.write(f"   - {host}:{port}:{weights[i]}{name}\n")
        log = os.path.join(work, "nutcracker.log")
        subprocess.run(["nutcracker", "-t", "-c", conf], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        nc = procs.start(["nutcracker", "-c", conf, "-o", log, "-s", str(base + 900), "-a", "127.0.0.1",
                          "-p", os.path.join(work, "nutcracker.pid")], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_port("127.0.0.1", listen)
        if down:
            mc_get_touch(listen, keys[:300])  # fail once on each dead server: ejected for 600 s
            time.sleep(0.2)
        replies = mc_set_all(listen, keys)
        stored = sum(1 for r in replies if r == b"STORED")
        owner = {}
        for i, (host, port) in enumerate(addresses):
            if i in mems:
                for k in mc_held(host, port, keys):
                    owner.setdefault(k, []).append(f"{host}:{port}")
        procs.stop(nc)
        for p in mems.values():
            procs.stop(p)

        options = {"hash": cfg["hash"], "auto-eject-hosts": "true" if down else "false"}
        if cfg.get("numbered"):
            options["names"] = "numbered"
        if cfg.get("tag"):
            options["hash-tag"] = cfg["tag"]
        algorithm = "twemproxy-" + cfg["dist"]
        predicted = ringlab_route(args.cli, algorithm, [f"{h}:{p}" for h, p in addresses], weights,
                                  [f"{addresses[i][0]}:{addresses[i][1]}" for i in down], options, keys, work)
        agree = sum(1 for k in keys if owner.get(k) == [predicted.get(k)])
        mismatches = [(k, owner.get(k), predicted.get(k)) for k in keys if owner.get(k) != [predicted.get(k)]]
        ok = agree == len(keys) and stored == len(keys)
        ok_all = ok_all and ok
        results.append((cfg["name"], agree, len(keys), stored))
        if args.dump:
            with open(args.dump, "a", encoding="utf-8", errors="surrogateescape") as f:
                for k in keys:
                    f.write("%s\t%s\t%s\n" % (cfg["name"], k.decode("utf-8", "surrogateescape"), ",".join(owner.get(k, ["-"]))))
        print(f"twemproxy {cfg['name']}: agree {agree} of {len(keys)} keys (stored {stored})"
              + ("" if ok else f"  first mismatches: {mismatches[:3]}"), flush=True)
    return ok_all


# ---------------------------------------------------------------- dnsdist / DNS

def dns_query(name, qid):
    q = struct.pack(">HHHHHH", qid, 0x0100, 1, 0, 0, 0)
    for label in name.split(b"."):
        if label:
            q += bytes([len(label)]) + label
    return q + b"\x00" + struct.pack(">HH", 1, 1)


def dns_answer_a(query, address):
    """A reply to `query` (any name, any type) with one A record naming the responder."""
    qid = query[:2]
    pos = 12
    while query[pos] != 0:
        pos += query[pos] + 1
    question = query[12:pos + 5]
    header = qid + struct.pack(">HHHHH", 0x8180, 1, 1, 0, 0)
    answer = b"\xc0\x0c" + struct.pack(">HHIH", 1, 1, 60, 4) + socket.inet_aton(address)
    return header + question + answer


class Responders:
    """N UDP DNS responders on 127.0.0.1 in one thread; responder i answers 10.99.(i>>8).(i&255)."""

    def __init__(self, ports):
        import select
        import threading
        self.select = select
        self.socks = []
        for port in ports:
            s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            s.bind(("127.0.0.1", port))
            self.socks.append(s)
        self.running = True
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    def run(self):
        index = {s.fileno(): i for i, s in enumerate(self.socks)}
        while self.running:
            ready, _, _ = self.select.select(self.socks, [], [], 0.1)
            for s in ready:
                try:
                    data, peer = s.recvfrom(4096)
                    i = index[s.fileno()]
                    s.sendto(dns_answer_a(data, "10.99.%d.%d" % (i >> 8, i & 255)), peer)
                except (OSError, IndexError):
                    pass

    def close(self):
        self.running = False
        self.thread.join()
        for s in self.socks:
            s.close()


def dns_ask(port, names):
    """Sends each name to dnsdist, one at a time (nothing in flight); returns {name: responder index or None}."""
    out = {}
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.settimeout(2.0)
        for qid, name in enumerate(names):
            owner = None
            for _attempt in range(5):
                s.sendto(dns_query(name, qid & 0xffff), ("127.0.0.1", port))
                try:
                    while True:
                        data, _ = s.recvfrom(4096)
                        if struct.unpack(">H", data[:2])[0] == qid & 0xffff:
                            break
                except socket.timeout:
                    continue
                if struct.unpack(">H", data[6:8])[0] >= 1:
                    a = data[-4:]
                    owner = (a[2] << 8) | a[3]
                break
            out[name] = owner
    return out


def dnsdist_names(n, rng):
    names = []
    for i in range(n):
        r = rng.randrange(1 << 30)
        if i % 4 == 1:
            names.append(b"Key-%d.Example.ORG" % i)            # upper case: burtleCI lowercases
        elif i % 4 == 2:
            names.append(b"a%x.b.c.%d.test" % (r, i))          # more labels
        else:
            names.append(b"powerdns-%d.com" % i)
    return names


def check_dnsdist(args, procs, work):
    if not shutil.which("dnsdist"):
        sys.exit("dnsdist is not installed (scripts/install-deps.sh installs it)")
    base = args.base_port
    n = args.servers
    ports = [base + 1 + i for i in range(n)]
    for port in ports + [base]:
        if not port_free("127.0.0.1", port):
            sys.exit(f"127.0.0.1:{port} is taken; choose another --base-port")
    names = dnsdist_names(args.keys, random.Random(18))
    configs = [
        dict(name="weight 1 (dnsdist's default), perturbation 0", weights=[1] * n, perturb=0),
        dict(name="weight 100, perturbation 12345", weights=[100] * n, perturb=12345),
        dict(name="mixed weights 50-500, address ids, perturbation 4294967295", weights=[50 * (1 + (i * 7) % 10) for i in range(n)],
             perturb=4294967295, ids="address"),
        dict(name="weight 100, 3 servers setDown()", weights=[100] * n, perturb=7, down=[1, 4, 6]),
        dict(name="weight 1000, balancing factor 1.5, one query in flight at a time", weights=[1000] * n, perturb=99, factor=1.5),
    ]
    if args.only:
        configs = [c for c in configs if args.only in c["name"]]
    ok_all = True
    responders = Responders(ports)
    try:
        for cfg in configs:
            down = cfg.get("down", [])
            scheme = cfg.get("ids", "numbered")
            servers = [f"127.0.0.1:{p}" for p in ports]
            ids = subprocess.run([args.cli, "route", "--algorithm", "dnsdist-chashed", "--servers", ",".join(servers),
                                  "--option", f"server-ids={scheme}", "--hash", "0"], check=True,
                                 stdout=subprocess.DEVNULL)  # validates the options early
            conf = os.path.join(work, "dnsdist.conf")
            with open(conf, "w") as f:
                f.write('setLocal("127.0.0.1:%d")\nsetSecurityPollSuffix("")\nsetServerPolicy(chashed)\n' % base)
                f.write("setWHashedPertubation(%d)\n" % cfg["perturb"])
                if cfg.get("factor"):
                    f.write("setConsistentHashingBalancingFactor(%s)\n" % cfg["factor"])
                for i, port in enumerate(ports):
                    f.write('local s%d = newServer{address="127.0.0.1:%d", id="%s", weight="%d"}\n'
                            % (i, port, server_id(scheme, servers[i], i + 1), cfg["weights"][i]))
                    f.write("s%d:%s()\n" % (i, "setDown" if i in down else "setUp"))
            check = subprocess.run(["dnsdist", "--check-config", "-C", conf], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            if check.returncode != 0:
                sys.exit("dnsdist --check-config failed:\n" + check.stdout.decode(errors="replace"))
            log = open(os.path.join(work, "dnsdist.log"), "wb")
            dd = procs.start(["dnsdist", "--supervised", "--disable-syslog", "-C", conf], stdout=log, stderr=subprocess.STDOUT)
            deadline = time.time() + 20
            while time.time() < deadline and dd.poll() is None:  # ready when it answers a probe
                if dns_ask(base, [b"ready.ringlab.test"]).get(b"ready.ringlab.test") is not None:
                    break
            if dd.poll() is not None:
                sys.exit("dnsdist exited: " + open(os.path.join(work, "dnsdist.log"), "rb").read().decode(errors="replace"))
            seen = dns_ask(base, names)
            procs.stop(dd)
            log.close()
            options = {"server-ids": scheme, "hash-perturbation": str(cfg["perturb"])}
            if cfg.get("factor"):
                options["balancing-factor"] = str(cfg["factor"])
            predicted = ringlab_route(args.cli, "dnsdist-chashed", servers, cfg["weights"],
                                      [servers[i] for i in down], options, names, work)
            live = {k: (servers[v] if v is not None and v < n else None) for k, v in seen.items()}
            agree = sum(1 for k in names if live.get(k) == predicted.get(k))
            answered = sum(1 for k in names if live.get(k))
            mismatches = [(k, live.get(k), predicted.get(k)) for k in names if live.get(k) != predicted.get(k)]
            ok = agree == len(names) and answered == len(names)
            ok_all = ok_all and ok
            if args.dump:
                with open(args.dump, "a") as f:
                    for k in names:
                        f.write("%s\t%s\t%s\n" % (cfg["name"], k.decode(), live.get(k) or "-"))
            print(f"dnsdist {cfg['name']}: agree {agree} of {len(names)} names (answered {answered})"
                  + ("" if ok else f"  first mismatches: {mismatches[:3]}"), flush=True)
    finally:
        responders.close()
    return ok_all


def server_id(scheme, address, position):
    """The ids RingLab's dnsdist-chashed gives (DnsdistChashed::serverId)."""
    import uuid
    if scheme == "address":
        return str(uuid.uuid5(uuid.NAMESPACE_DNS, address))
    return "00000000-0000-4000-8000-%012x" % position


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("system", choices=["twemproxy", "dnsdist"])
    ap.add_argument("--keys", type=int, default=1000)
    ap.add_argument("--servers", type=int, default=10)
    ap.add_argument("--base-port", type=int, default=23100)
    ap.add_argument("--cli", default=os.path.join(HERE, "build", "app", "ringlab-cli"))
    ap.add_argument("--dump", default="", help="append 'configuration, key, owner seen live' lines to this file")
    ap.add_argument("--only", default="", help="run only the configurations whose name contains this text")
    args = ap.parse_args()
    if not os.access(args.cli, os.X_OK):
        sys.exit(f"--cli: {args.cli} is not an executable ringlab-cli (build it first)")
    procs = Procs()
    work = tempfile.mkdtemp(prefix="ringlab-check-")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    try:
        ok = check_twemproxy(args, procs, work) if args.system == "twemproxy" else check_dnsdist(args, procs, work)
    finally:
        procs.stop_all()
        shutil.rmtree(work, ignore_errors=True)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
