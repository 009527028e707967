#pragma once
// What ringlab-responder answers in each protocol: each backend answers with its own port, so a
// load engine learns which backend answered (respondermain.cpp describes the protocols). Each
// protocol registers from its own file (memcachedanswers.cpp, redisanswers.cpp, dnsanswers.cpp)
// with RESPONDER_REGISTER_PROTOCOL: a new protocol is a new file, the loop and the config reader
// ask the registry.

#include <cstddef>
#include <string>

namespace responder {

struct AnswerProtocol
{
    /// The name in the config file's "protocol NAME" line (and SystemDescription::loadProtocol()).
    const char *name = nullptr;
    /// A stream protocol: answers every complete command in `in` (consumed) into `out` as
    /// backend `port`; false after a quit or a protocol error (the connection is then closed
    /// once `out` is sent).
    bool (*stream)(int port, std::string &in, std::string &out) = nullptr;
    /// A datagram protocol: the answer to one datagram of `length` bytes, written to `out` (at
    /// least length + 16 bytes), as backend `port`; 0: no answer. Its TCP ports accept and close
    /// (readiness probes only).
    size_t (*datagram)(const unsigned char *in, size_t length, unsigned char *out, int port) = nullptr;
};

/// Called by RESPONDER_REGISTER_PROTOCOL before main(); false for a name registered already.
bool registerProtocol(const AnswerProtocol &protocol);
/// The protocol of that name, or null.
const AnswerProtocol *findProtocol(const std::string &name);
/// "memcached, redis or dns": the registered names, for messages.
std::string protocolNames(const char *lastSeparator = " or ");

#define RESPONDER_REGISTER_PROTOCOL(id, ...)                                                   \
    namespace {                                                                                 \
    const bool responderProtocolRegistered_##id = ::responder::registerProtocol(__VA_ARGS__); \
    }

} // namespace responder
