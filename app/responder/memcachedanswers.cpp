// memcached's text protocol, answered as backend PORT: get KEY → VALUE KEY 0 n / PORT / END.
#include "protocolanswers.h"

#include <cstdio>
#include <cstring>
#include <string_view>

namespace responder {

namespace {

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

} // namespace

RESPONDER_REGISTER_PROTOCOL(memcached, AnswerProtocol{"memcached", answerMemcached, nullptr})

} // namespace responder
