#pragma once

#include <QCoreApplication>
#include "ringcore/core/server.h"

#include <QString>

namespace ringcore {

/// The compact text of a server list's weights, and its reading: "1" (all the same), "1,2,3"
/// (one per server, for short lists) or "*:1, 9042:5" (a default, then exceptions by port,
/// address or #position). Changing one weight of 100 servers stays one short line.
class WeightsText
{
    Q_DECLARE_TR_FUNCTIONS(WeightsText) // the context lupdate writes into translations/*.ts
public:
    /// Lists of at most this many servers are written one weight per server.
    static constexpr int kListLimit = 8;

    static QString format(const ServerList &servers);
    /// True when text uses selectors ("*:1, 9042:5").
    static bool isSelectorForm(const QString &text);
    /// Applies "selector:weight" items: `*` (every server), a port (must name one server),
    /// `#N` (1-based position) or a full address. `*` is applied first, then the others in
    /// order. On error nothing changes and *error names the item and the allowed range.
    static bool apply(ServerList &servers, const QString &text, int minWeight, int maxWeight, QString *error);
};

} // namespace ringcore
