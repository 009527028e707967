#include "protocolanswers.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <cstdint>
#include <cstdio>
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

} // namespace

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

bool answerMemcached(int port, std::string &in, std::string &out)
{
    const std::string id = std::to_string(port);
    size_t pos = 0;
    bool keep = true;
    for (;;) {
        const size_t eol = in.find('\n', pos);
        if (eol == std::string::npos) {
            if (in.size() - pos > 8192)
                keep = false; // no command line is that long
            break;
        }
        size_t end = eol;
        if (end > pos && in[end - 1] == '\r')
            --end;
        const std::string_view line(in.data() + pos, end - pos);
        const size_t space = line.find(' ');
        const std::string_view command = line.substr(0, space);
        if (command == "get" || command == "gets") {
            size_t k = space;
            while (k != std::string_view::npos && k < line.size()) {
                while (k < line.size() && line[k] == ' ')
                    ++k;
                if (k >= line.size())
                    break;
                const size_t e = line.find(' ', k);
                const std::string_view key = line.substr(k, e == std::string_view::npos ? e : e - k);
                out += "VALUE ";
                out += key;
                out += command == "gets" ? " 0 " + std::to_string(id.size()) + " 1\r\n"
                                            : " 0 " + std::to_string(id.size()) + "\r\n";
                out += id;
                out += "\r\n";
                k = e;
            }
            out += "END\r\n";
        } else if (command == "set" || command == "add" || command == "replace" || command == "append"
                   || command == "prepend") {
            // <command> <key> <flags> <exptime> <bytes> [noreply]\r\n<data>\r\n
            char key[251] = {};
            unsigned flags = 0;
            long exptime = 0, bytes = -1;
            char noreply[16] = {};
            const std::string text(line);
            const int fields = std::sscanf(text.c_str() + command.size(), " %250s %u %ld %ld %15s", key, &flags,
                                           &exptime, &bytes, noreply);
            if (fields < 4 || bytes < 0 || bytes > (1 << 20)) {
                out += "CLIENT_ERROR bad command line format\r\n";
                pos = eol + 1;
                continue;
            }
            if (in.size() < eol + 1 + size_t(bytes) + 2)
                break; // data block not complete yet
            if (std::strcmp(noreply, "noreply") != 0)
                out += "STORED\r\n";
            pos = eol + 1 + size_t(bytes) + 2;
            continue;
        } else if (command == "version") {
            out += "VERSION ringlab-responder\r\n";
        } else if (command == "quit") {
            keep = false;
            pos = eol + 1;
            break;
        } else if (!line.empty()) {
            out += "ERROR\r\n";
        }
        pos = eol + 1;
    }
    in.erase(0, pos);
    return keep;
}

size_t answerDns(const unsigned char *query, size_t length, unsigned char *out, int port)
{
    if (length < 12 || (query[2] & 0x80) || query[4] != 0 || query[5] != 1)
        return 0;
    size_t pos = 12;
    while (pos < length && query[pos] != 0) {
        if (query[pos] > 63)
            return 0;
        pos += size_t(query[pos]) + 1;
    }
    if (pos + 5 > length)
        return 0;
    const size_t questionEnd = pos + 5;
    std::memcpy(out, query, questionEnd);
    out[2] = 0x84 | (query[2] & 0x01); // QR, AA, RD copied
    out[3] = 0x80;                      // RA, NOERROR
    out[6] = 0, out[7] = 1;             // ANCOUNT 1
    out[8] = out[9] = out[10] = out[11] = 0;
    unsigned char *a = out + questionEnd;
    const unsigned char record[] = {0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 0, 0, 4,
                                    10, 0, uint8_t(port >> 8), uint8_t(port & 0xff)};
    std::memcpy(a, record, sizeof record);
    return questionEnd + sizeof record;
}

} // namespace responder
