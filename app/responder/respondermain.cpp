// ringlab-responder: the backends of a live run that speaks memcached, Redis or DNS (docs/live-runs.md,
// "Backends"). One process, one thread, one epoll loop serving every port of the run on 127.0.0.1;
// each port answers with its own number, so a load engine learns which backend answered:
//
//   memcached: `get <key>` (and `gets`, several keys) → `VALUE <key> 0 <n>\r\n<port>\r\nEND\r\n`;
//              `set` is stored nowhere and answered STORED, `version` and `quit` as memcached does.
//   redis:     RESP arrays (and inline commands): `GET <key>` → the bulk string `<port>`; MGET → an
//              array of them; PING → PONG (or its argument); SELECT, AUTH, SET → OK (what nutcracker
//              sends at connect with `redis_db`/`redis_auth`, nc_redis.c redis_post_connect); QUIT →
//              OK, then closed; COMMAND and CONFIG → an empty array; anything else → -ERR.
//   dns:       every query on UDP → one A record 10.0.<port / 256>.<port % 256> for the question's
//              name (any type); TCP on the same ports is accepted and closed (readiness checks).
//
//   ringlab-responder --config FILE      (lines "protocol memcached|redis|dns" and "port N"; each
//                                        protocol registers from its own *answers.cpp file)
//   ringlab-responder --version
//
// SIGHUP re-reads the config and closes the ports no longer listed (a backend failing mid-run, as
// nginx does for the HTTP backends); SIGTERM and SIGINT end it. Plain POSIX on purpose: the
// responder must never be what limits a run's speed.
#include "protocolanswers.h"
#include "responder.h"

#include <cstdio>
#include <cstring>

int main(int argc, char **argv)
{
    if (argc == 2 && std::strcmp(argv[1], "--version") == 0) {
        std::printf("ringlab-responder 1 (%s)\n", responder::protocolNames(", ").c_str());
        return 0;
    }
    if (argc != 3 || std::strcmp(argv[1], "--config") != 0) {
        std::fprintf(stderr, "usage: ringlab-responder --config FILE | --version\n");
        return 2;
    }
    return responder::run(argv[2]);
}
