#!/usr/bin/env python3
"""Helper of scripts/check-port-live.sh (temporary, until the live harness runs these systems).

  check-port-live.py serve ADDRESSES_FILE        HTTP backends on every host:port listed (one a
                                                 line) that answer each request with that address
  check-port-live.py send PORT KEYFILE OUT [HOST]  GET each key (one per line) through the proxy
                                                 on 127.0.0.1:PORT (Host: HOST, 127.0.0.1 unless
                                                 given; keep-alive) and
                                                 write "key<TAB>backend" lines to OUT
"""
import asyncio
import http.client
import sys


async def serve(addresses):
    async def handle(reader, writer):
        host, port = writer.get_extra_info("sockname")[:2]
        body = ("%s:%d" % (host, port)).encode()
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                length = 0
                for line in head.split(b"\r\n"):
                    if line.lower().startswith(b"content-length:"):
                        length = int(line.split(b":", 1)[1])
                if length:
                    await reader.readexactly(length)
                writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nCache-Control: no-store\r\n"
                             b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError, asyncio.LimitOverrunError):
            pass
        finally:
            writer.close()

    servers = []
    for address in addresses:
        host, port = address.rsplit(":", 1)
        servers.append(await asyncio.start_server(handle, host, int(port)))
    print("ready", flush=True)
    await asyncio.gather(*(s.serve_forever() for s in servers))


def send(port, keyfile, out, host):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    failures = 0
    with open(keyfile, encoding="utf-8") as keys, open(out, "w", encoding="utf-8") as result:
        for key in keys:
            key = key.rstrip("\n")
            for attempt in range(3):
                try:
                    conn.request("GET", key, headers={"Host": host})
                    response = conn.getresponse()
                    body = response.read().decode()
                    break
                except (http.client.HTTPException, OSError):
                    conn.close()
                    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            else:
                body, response = "-", None
            if response is None or response.status != 200:
                failures += 1
                body = "-"
            result.write("%s\t%s\n" % (key, body))
    return failures


if __name__ == "__main__":
    if sys.argv[1] == "serve":
        with open(sys.argv[2], encoding="utf-8") as f:
            asyncio.run(serve([line.strip() for line in f if line.strip()]))
    elif sys.argv[1] == "send":
        host = sys.argv[5] if len(sys.argv) > 5 else "127.0.0.1"
        sys.exit(1 if send(int(sys.argv[2]), sys.argv[3], sys.argv[4], host) else 0)
    else:
        sys.exit("usage: check-port-live.py serve ADDRESSES_FILE | send PORT KEYFILE OUT [HOST]")
