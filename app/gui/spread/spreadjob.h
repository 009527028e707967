#pragma once

#include <QCoreApplication>
#include "gui/spread/spreaddata.h"

#include "ringcore/core/canceltoken.h"
#include "ringcore/core/progress.h"

namespace ringlab::gui {

/// The Spread page's background work: sweeps of ideal rings (ringcore::Simulator), the real
/// proxies' defaults on their ports, and the experiment's per-server load. Blocking; run it
/// through a JobRunner. Progress is (percent done, 100); `cancel` stops it soon.
class SpreadJob
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::SpreadJob) // the context lupdate writes into translations/*.ts
public:
    static SpreadData run(const SpreadRequest &request, const ringcore::Progress &progress = {},
                          const ringcore::CancelToken &cancel = ringcore::CancelToken());
    /// The proxies' defaults at N servers, for those ports that are registered.
    static QList<ProxyMarker> markers(int servers);
    /// Proxies that have no points (Caddy's rendezvous hashing), by name: not on the points axis.
    static QStringList withoutPoints();
    /// A marker's legend text in the current language ("HAProxy w1 (16, nearest)").
    static QString markerLabel(const ProxyMarker &marker);
    /// Writes data's texts (marker labels, the proxies without points) in the current language:
    /// results computed before a language switch are shown in the new one.
    static void relabel(SpreadData &data);

private:
    /// The experiment's own per-server load against its fair share, busiest first (exact, and by
    /// routing its keys when it has any); progress 85-100%.
    static void experimentLoad(const SpreadRequest &request, const ringcore::Progress &progress,
                               const ringcore::CancelToken &cancel, SpreadData *data);
};

} // namespace ringlab::gui
