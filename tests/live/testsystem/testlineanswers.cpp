// The answers of ringlab-responder-testsystem in the test system's line protocol "testline"
// (testlineprotocol.h), as backend PORT: "GET <key>\n" → "<port> <key>\n"; "QUIT\n" closes;
// anything else → "ERR unknown command\n", then the connection is closed. Built into
// ringlab-responder-testsystem only (the folder's CMakeLists.txt: *answers.cpp).
#include "protocolanswers.h"

#include <string>
#include <string_view>

namespace responder {

namespace {

constexpr size_t kMaxLine = 2048;

bool answerTestLine(int port, std::string &in, std::string &out)
{
    const std::string id = std::to_string(port);
    size_t pos = 0;
    bool keep = true;
    while (keep) {
        const size_t eol = in.find('\n', pos);
        if (eol == std::string::npos) {
            keep = in.size() - pos <= kMaxLine; // no request line is that long
            break;
        }
        const std::string_view line(in.data() + pos, eol - pos);
        pos = eol + 1;
        if (line.size() > 4 && line.substr(0, 4) == "GET ") {
            out += id;
            out += ' ';
            out += line.substr(4);
            out += '\n';
        } else if (line == "QUIT") {
            keep = false;
        } else {
            out += "ERR unknown command\n";
            keep = false;
        }
    }
    in.erase(0, pos);
    return keep;
}

} // namespace

RESPONDER_REGISTER_PROTOCOL(testline, AnswerProtocol{"testline", answerTestLine, nullptr})

} // namespace responder
