#pragma once

#include <QList>
#include <QString>

namespace ringcore {

/// One upstream server as a proxy's config describes it.
///
/// A server has an address (where it listens) and, where its system hashes a name instead, a
/// hash name: the nginx `server` text as written, Envoy's host name (with
/// use_hostname_for_hashing), Varnish's backend ident, Caddy's dial text, Traffic Server's parent
/// host name or `&hash_string`, twemproxy's server name, dnsdist's id (a UUID). Each port decides
/// whether it hashes the name (docs/manual.md, "Servers and hash names"); an empty name means the
/// system's own rule applied to the address.
struct Server
{
    QString address;   ///< "127.0.0.1:9001", "[::1]:80", "cache-3.example:8080"
    int weight = 1;    ///< integer weight as the proxies accept it (validated by each algorithm)
    bool down = false; ///< nginx `down`, HAProxy `disabled`, removed from Envoy/others
    QString hashName = {}; ///< the name its system hashes in place of the address; empty: none given

    /// The hash name when one is given, else the address: the text nginx, Varnish and Caddy hash.
    const QString &nameOrAddress() const { return hashName.isEmpty() ? address : hashName; }

    bool operator==(const Server &) const = default;
};

using ServerList = QList<Server>;

/// Index list of the enabled (not down) servers.
QList<int> enabledIndices(const ServerList &servers);

} // namespace ringcore
