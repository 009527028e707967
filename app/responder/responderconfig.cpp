#include "responderconfig.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace responder {

bool readConfig(const char *path, Config *config, std::string *error)
{
    FILE *f = std::fopen(path, "r");
    if (!f) {
        *error = std::string("cannot read ") + path + ": " + std::strerror(errno);
        return false;
    }
    Config c;
    bool haveProtocol = false;
    char line[256];
    int number = 0;
    while (std::fgets(line, sizeof line, f)) {
        ++number;
        char word[32] = {}, value[64] = {};
        const int n = std::sscanf(line, "%31s %63s", word, value);
        if (n <= 0 || word[0] == '#')
            continue;
        if (n == 2 && std::strcmp(word, "protocol") == 0) {
            c.protocol = findProtocol(value);
            if (!c.protocol) {
                *error = std::string(path) + ":" + std::to_string(number) + ": unknown protocol " + value + " ("
                       + protocolNames() + ")";
                std::fclose(f);
                return false;
            }
            haveProtocol = true;
        } else if (n == 2 && std::strcmp(word, "port") == 0) {
            char *end = nullptr;
            const long port = std::strtol(value, &end, 10);
            if (*end || port < 1 || port > 65535) {
                *error = std::string(path) + ":" + std::to_string(number) + ": port must be 1-65535";
                std::fclose(f);
                return false;
            }
            c.ports.insert(int(port));
        } else {
            *error = std::string(path) + ":" + std::to_string(number) + ": expected \"protocol NAME\" or \"port N\"";
            std::fclose(f);
            return false;
        }
    }
    std::fclose(f);
    if (!haveProtocol) {
        *error = std::string(path) + ": no protocol line";
        return false;
    }
    *config = c;
    return true;
}

} // namespace responder
