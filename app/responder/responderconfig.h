#pragma once

#include "protocolanswers.h"

#include <set>
#include <string>

namespace responder {

/// ringlab-responder's config file: lines "protocol NAME" (a registered protocol: memcached, redis,
/// dns) and "port N".
struct Config
{
    const AnswerProtocol *protocol = nullptr; ///< never null once read
    std::set<int> ports;
};

/// Reads the config at `path`; false with *error naming the line and the allowed values.
bool readConfig(const char *path, Config *config, std::string *error);

} // namespace responder
