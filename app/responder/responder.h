#pragma once

namespace responder {

/// Serves every port of the config at `configPath` on 127.0.0.1 in one epoll loop until SIGTERM
/// or SIGINT (SIGHUP re-reads the config and closes the ports no longer listed). The exit code:
/// 0 after a signal, 1 when the config cannot be read or a port cannot be opened.
int run(const char *configPath);

} // namespace responder
