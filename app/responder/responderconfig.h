#pragma once

#include <set>
#include <string>

namespace responder {

enum class Protocol { Memcached, Redis, Dns };

/// ringlab-responder's config file: lines "protocol memcached|redis|dns" and "port N".
struct Config
{
    Protocol protocol = Protocol::Memcached;
    std::set<int> ports;
};

/// Reads the config at `path`; false with *error naming the line and the allowed values.
bool readConfig(const char *path, Config *config, std::string *error);

} // namespace responder
