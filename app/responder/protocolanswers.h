#pragma once
// What ringlab-responder answers in each protocol: each backend answers with its own port, so a
// load engine learns which backend answered (respondermain.cpp describes the protocols).

#include <cstddef>
#include <string>

namespace responder {

/// Answers every complete Redis command in `in` (consumed) into `out` as backend `port`; false
/// after QUIT or a protocol error (the connection is then closed once `out` is sent).
bool answerRedis(int port, std::string &in, std::string &out);
/// Answers every complete memcached command in `in` (consumed) into `out` as backend `port`;
/// false after `quit` or a line too long to be a command.
bool answerMemcached(int port, std::string &in, std::string &out);
/// One A record naming backend `port` (10.0.port/256.port%256) for the question of `query`,
/// written to `out` (at least length + 16 bytes); 0 when `query` is not a query.
size_t answerDns(const unsigned char *query, size_t length, unsigned char *out, int port);

} // namespace responder
