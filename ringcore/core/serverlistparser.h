#pragma once

#include <QCoreApplication>
#include "ringcore/core/server.h"

#include <QStringList>

namespace ringcore {

/// Parses the server, weight and down lists that the CLI, the GUI and experiment files accept.
///
/// Servers: comma-separated items, each an address or a port range:
///   `127.0.0.1:9001-9100`, `[::1]:80`, `cache-1.example:8080`, `10.0.0.1` (port 80 assumed),
///   or a plain count `100` (→ 127.0.0.1:9001 … as in the seed harness; beyond 56,535 servers,
///   which fill ports 9001-65535, the count goes on at 127.0.0.2:9001).
///   An item may carry a hash name before `=`: `cache-1=10.0.0.1:8080`, `90=127.0.0.1:90`; a
///   name before a range gives every address of the range that name (a host name that resolves
///   to several addresses). See Server::hashName and applyHashNames().
/// Weights: one integer per server, or a single integer for all.
/// Down: see parseDown(), the one syntax for every down list.
/// Every function returns an empty list and sets *error to a sentence naming the field, the
/// offending value and the allowed range.
class ServerListParser
{
    Q_DECLARE_TR_FUNCTIONS(ServerListParser) // the context lupdate writes into translations/*.ts
public:
    static constexpr int kMaxServers = 100000;
    /// The first port of the seed harness's backends: a plain count lists 127.0.0.1:9001 upwards,
    /// live runs' backends start there by default, and the GUI adds servers from there.
    static constexpr int kFirstPort = 9001;
    /// `count` servers 127.0.0.1:kFirstPort upwards, each of `weight` (what the count `count` parses to).
    static ServerList loopbackServers(int count, int weight = 1);
    /// "127.0.0.1:9001-9100": the list of loopbackServers(count) as a range a user can type.
    static QString loopbackRangeText(int count);

    static ServerList parseServers(const QString &text, QString *error);
    static bool applyWeights(ServerList &servers, const QString &text, int minWeight, int maxWeight,
                             QString *error);
    /// Sets the hash names from a list, one per server in list order (`--hash-names`): items
    /// separated by commas or spaces; `{A..B}` inside an item expands to B−A+1 names
    /// (`cache-{1..100}.example:8080`, `{90..95}`); `-` leaves that server without a name.
    static bool applyHashNames(ServerList &servers, const QString &text, QString *error);
    /// Whether a hash name is allowed: 1-255 printable characters without spaces, commas or `=`.
    /// False and *error naming the field ("servers: hash name …").
    static bool checkHashName(const QString &name, QString *error);
    /// Marks the servers that parseDown() names as down.
    static bool applyDown(ServerList &servers, const QString &text, QString *error);
    /// The down-list syntax, the same for `--down`, experiment files, the Experiment panel and the
    /// Live page: items separated by commas or spaces, each
    ///   an address  `127.0.0.1:9042` (`[::1]:80`, `cache-1.example:8080`),
    ///   a port      `9042` (the one server listening on it),
    ///   a position  `#42` (1-based, in list order),
    ///   a range     `9040-9045` (ports), `#7-#9` or `#7-9` (positions), `127.0.0.1:9040-9045`,
    ///   a hash name `cache-1` (every server with that name; tried when the item is no other form
    ///               or names no address).
    /// *indices gets the 0-based indices, ascending, each once. False and *error naming the item
    /// ("down: …") when an item names no server, a port names several, or a range runs backwards.
    static bool parseDown(const ServerList &servers, const QString &text, QList<int> *indices, QString *error);

    /// Validates one address (host:port, [v6]:port, host); returns normalised form or empty.
    static QString normaliseAddress(const QString &address, QString *error);
};

} // namespace ringcore
