#!/usr/bin/env python3
"""Key-by-key check of RingLab's twemproxy port against nutcracker in Redis mode (`redis: true`),
with the options a `measure` run does not set: `hash_tag`, other hashes. Backends are
ringlab-responder in its redis protocol (each answers GET with its own port); every key is sent
through nutcracker as a RESP GET and the answering port compared with `ringlab-cli route`.

  scripts/check_twemproxy_redis_live.py --cli build/app/ringlab-cli --responder build/app/ringlab-responder
        [--servers 10] [--keys 1000] [--base-port 27600]
"""
import argparse
import os
import random
import socket
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_port_live_memcache_dns import Procs, ringlab_route, twemproxy_keys, wait_port  # noqa: E402


def resp_get_all(port, keys):
    """Pipelined RESP GETs; returns the bulk strings answered, in order."""
    out = b"".join(b"*2\r\n$3\r\nGET\r\n$%d\r\n%s\r\n" % (len(k), k) for k in keys)
    answers = []
    with socket.create_connection(("127.0.0.1", port), 5) as s:
        s.sendall(out)
        buf = b""
        while len(answers) < len(keys):
            chunk = s.recv(65536)
            if not chunk:
                raise RuntimeError("nutcracker closed the connection")
            buf += chunk
            while len(answers) < len(keys):
                eol = buf.find(b"\r\n")
                if eol < 0:
                    break
                if buf[:1] != b"$":
                    raise RuntimeError("unexpected reply %r" % buf[:80])
                n = int(buf[1:eol])
                if len(buf) < eol + 2 + n + 2:
                    break
                answers.append(buf[eol + 2:eol + 2 + n].decode())
                buf = buf[eol + 2 + n + 2:]
    return answers


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True)
    ap.add_argument("--responder", required=True)
    ap.add_argument("--servers", type=int, default=10)
    ap.add_argument("--keys", type=int, default=1000)
    ap.add_argument("--base-port", type=int, default=27600)
    args = ap.parse_args()
    rng = random.Random(18)
    keys = twemproxy_keys(args.keys, rng)
    n = args.servers
    base = args.base_port
    mixed = [1 + (i * 7) % 5 for i in range(n)]
    configs = [
        dict(name="ketama fnv1a_64, equal weights", hash="fnv1a_64", weights=[1] * n),
        dict(name="ketama fnv1a_64, mixed weights 1-5", hash="fnv1a_64", weights=mixed),
        dict(name='ketama fnv1a_64, hash_tag "{}"', hash="fnv1a_64", weights=mixed, tag="{}"),
        dict(name="ketama murmur, mixed weights", hash="murmur", weights=mixed),
        dict(name="ketama crc32a, hash_tag \"[]\"", hash="crc32a", weights=[1] * n, tag="[]"),
    ]
    failures = 0
    procs = Procs()
    try:
        with tempfile.TemporaryDirectory() as work:
            ports = [base + i for i in range(n)]
            conf = os.path.join(work, "backends.conf")
            with open(conf, "w") as f:
                f.write("protocol redis\n" + "".join("port %d\n" % p for p in ports))
            procs.start([args.responder, "--config", conf])
            for p in ports:
                wait_port("127.0.0.1", p)
            servers = ["127.0.0.1:%d" % p for p in ports]
            for number, cfg in enumerate(configs):
                listen = base + 100 + number
                yml = os.path.join(work, "nutcracker-%d.yml" % number)
                with open(yml, "w") as f:
                    f.write("ringlab:\n  listen: 127.0.0.1:%d\n  redis: true\n  hash: %s\n  distribution: ketama\n"
                            % (listen, cfg["hash"]))
                    if cfg.get("tag"):
                        f.write('  hash_tag: "%s"\n' % cfg["tag"])
                    f.write("  servers:\n")
                    for s, w in zip(servers, cfg["weights"]):
                        f.write("   - %s:%d\n" % (s, w))
                subprocess.run(["nutcracker", "-t", "-c", yml], check=True, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
                nc = procs.start(["nutcracker", "-c", yml, "-o", os.path.join(work, "nc-%d.log" % number),
                                  "-s", str(base + 200 + number), "-a", "127.0.0.1",
                                  "-p", os.path.join(work, "nc-%d.pid" % number)])
                wait_port("127.0.0.1", listen)
                answered = resp_get_all(listen, keys)
                procs.stop(nc)
                options = {"hash": cfg["hash"]}
                if cfg.get("tag"):
                    options["hash-tag"] = cfg["tag"]
                routes = ringlab_route(args.cli, "twemproxy-ketama", servers, cfg["weights"], [], options, keys, work)
                agree = sum(1 for k, port in zip(keys, answered) if routes[k] == "127.0.0.1:" + port)
                failures += agree != len(keys)
                print("%-40s %d of %d keys agree" % (cfg["name"], agree, len(keys)))
    finally:
        procs.stop_all()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
