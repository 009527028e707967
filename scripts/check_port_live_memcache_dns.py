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
