// Redis (RESP arrays and inline commands), answered as backend PORT: GET → the bulk string PORT.
#include "protocolanswers.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string_view>
#include <strings.h>
#include <vector>

namespace responder {

namespace {

/// Reads one command at in[pos]: its arguments, the bytes it takes (0: incomplete), -1 when
/// it is no command (a protocol error: Redis answers it and closes the connection).
long readRedisCommand(const std::string &in, size_t pos, std::vector<std::string_view> *args)
{
    args->clear();
    const size_t eol = in.find("\r\n", pos);
    if (eol == std::string::npos)
        return in.size() - pos > 65536 ? -1 : 0;
    if (in[pos] != '*') { // an inline command: words separated by spaces
        const std::string_view line(in.data() + pos, eol - pos);
        size_t k = 0;
        while (k < line.size()) {
            while (k < line.size() && line[k] == ' ')
                ++k;
            const size_t e = std::min(line.find(' ', k), line.size());
            if (e > k)
                args->push_back(line.substr(k, e - k));
            k = e;
        }
        return long(eol + 2 - pos);
    }
    char *end = nullptr;
    const long count = std::strtol(in.c_str() + pos + 1, &end, 10);
    if (end != in.data() + eol || count < 0 || count > 1024 * 1024)
        return -1;
    size_t p = eol + 2;
    for (long i = 0; i < count; ++i) {
        const size_t e = in.find("\r\n", p);
        if (e == std::string::npos)
            return 0;
        if (in[p] != '$')
            return -1;
        const long length = std::strtol(in.c_str() + p + 1, &end, 10);
        if (end != in.data() + e || length < 0 || length > 512L * 1024 * 1024)
            return -1;
        if (in.size() < e + 2 + size_t(length) + 2)
            return 0;
        args->push_back(std::string_view(in.data() + e + 2, size_t(length)));
        p = e + 2 + size_t(length) + 2;
    }
    return long(p - pos);
}

bool sameWord(std::string_view a, const char *b)
{
    return a.size() == std::strlen(b) && ::strncasecmp(a.data(), b, a.size()) == 0;
}


bool answerRedis(int port, std::string &in, std::string &out)
{
    const std::string id = std::to_string(port);
    const std::string bulk = "$" + std::to_string(id.size()) + "\r\n" + id + "\r\n";
    std::vector<std::string_view> args;
    size_t pos = 0;
    bool keep = true;
    while (pos < in.size()) {
        const long used = readRedisCommand(in, pos, &args);
        if (used == 0)
            break;
        if (used < 0) {
            out += "-ERR Protocol error\r\n";
            keep = false;
            pos = in.size();
            break;
        }
        pos += size_t(used);
        if (args.empty())
            continue;
        const std::string_view command = args[0];
        if (sameWord(command, "GET") && args.size() == 2) {
            out += bulk;
        } else if (sameWord(command, "MGET") && args.size() >= 2) {
            out += "*" + std::to_string(args.size() - 1) + "\r\n";
            for (size_t i = 1; i < args.size(); ++i)
                out += bulk;
        } else if (sameWord(command, "PING")) {
            if (args.size() > 1)
                out += "$" + std::to_string(args[1].size()) + "\r\n" + std::string(args[1]) + "\r\n";
            else
                out += "+PONG\r\n";
        } else if (sameWord(command, "SELECT") || sameWord(command, "AUTH") || sameWord(command, "SET")) {
            out += "+OK\r\n";
        } else if (sameWord(command, "QUIT")) {
            out += "+OK\r\n";
            keep = false;
            break;
        } else if (sameWord(command, "COMMAND") || sameWord(command, "CONFIG")) {
            out += "*0\r\n";
        } else {
            out += "-ERR unknown command '" + std::string(command.substr(0, 64)) + "'\r\n";
        }
    }
    in.erase(0, pos);
    return keep;
}

} // namespace

RESPONDER_REGISTER_PROTOCOL(redis, AnswerProtocol{"redis", answerRedis, nullptr})

} // namespace responder
