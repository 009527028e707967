#pragma once

#include <QCoreApplication>
#include "ringcore/analysis/footprint.h"
#include "ringcore/analysis/keyrouting.h"
#include "ringcore/analysis/keysource.h"
#include "ringcore/analysis/remapresult.h"
#include "ringcore/core/canceltoken.h"
#include "ringcore/core/progress.h"

#include <QLocale>
#include <QMetaType>

#include <functional>

namespace ringcore {

/// One line of the comparison: an algorithm with a setting.
struct CompareSetting
{
    QString label;          ///< "HAProxy hash-type consistent, weight 10"
    QString algorithm;      ///< registry name
    AlgorithmOptions options;
    int weight = 0;         ///< > 0: every server gets this weight; 0: keep the list's weights
};

/// Spread of one setting over the key set, beside its exact spread.
struct CompareRow
{
    CompareSetting setting;
    QString error;               ///< non-empty when the setting could not be built
    double pointsPerServer = 0;  ///< CompareAnalysis::pointsPerServer (0 for ring-free schemes)
    RoutingResult routing;       ///< measured (keys) and exact (shares) spread
    Footprint footprint;
};

/// Where one removed server's keys go under one setting (the seed's removal table).
struct CompareRemovalRow
{
    CompareSetting setting;
    QString error;
    qint64 keysOnRemoved = 0;
    int receivers = 0;
    double largestShare = 0;  ///< fraction of the removed server's keys one server took
    qint64 otherMoved = 0;    ///< keys that moved although their server stayed
};

/// The seed's results table (100 backends, N keys) extended with every registered algorithm, and
/// the removal table for one named server (the first `removalKeys` keys, as the seed resent).
struct CompareTable
{
    qint64 keys = 0;
    qint64 removalKeys = 0;
    QString removedAddress;
    QList<CompareRow> rows;
    QList<CompareRemovalRow> removal;
    bool cancelled = false;
};

/// Computes CompareTable for the CLI's `compare` and the GUI's Compare page.
class CompareAnalysis
{
    Q_DECLARE_TR_FUNCTIONS(CompareAnalysis) // the context lupdate writes into translations/*.ts
public:
    /// The seed's rows (nginx; HAProxy weight 1, 10, 100; Envoy default and minimum ring
    /// 16,000; Maglev) for those algorithms that are registered, then every other registered
    /// algorithm with its defaults.
    static QList<CompareSetting> defaultSettings();

    /// Routes `keys` through every setting (rows in parallel). removeIndex < 0 skips the removal
    /// table. Progress: (rows done, rows total), from worker threads, serialised. `cancel` stops
    /// between rows (the table is then marked cancelled).
    static CompareTable compute(const ServerList &servers, const KeySource &keys, qint64 removalKeys, int removeIndex,
                                const QList<CompareSetting> &settings = defaultSettings(),
                                const Progress &progress = {}, const CancelToken &cancel = CancelToken());

    /// The server the removal table removes unless told otherwise, the same for the Compare page,
    /// `ringlab-cli compare`, `ringlab-cli figure compare` and the Traffic page's default timeline:
    /// 127.0.0.1:9042 (the seed's removed backend) when the list has it, else the middle server;
    /// -1 for an empty list.
    static int defaultRemovedIndex(const ServerList &servers);
    /// Points per server, a per-server fact: the ring's points over the servers holding some
    /// (nginx keeps a down server's points: 20 servers, one down, is 160, not 168); for a table
    /// (no ring points) its slots over the enabled servers.
    static double pointsPerServer(const Algorithm &algorithm, const ServerList &servers);

    /// What a row's "points per server" count: points on a ring, slots of a lookup table
    /// (Maglev's 65,537 over the servers, modulo), or nothing (jump, rendezvous keep none).
    enum class PointsKind { Points, Slots, None };
    static PointsKind pointsKind(const CompareRow &row);
    /// The mark after a count of slots ("655†"), explained by pointsNote().
    static QString slotMark();
    /// A row's points per server as the tables print them: "160", "1,600", "655†" (slots of a
    /// lookup table), "—" (no points); whole numbers from 100 up, one decimal below.
    static QString pointsText(const CompareRow &row, const QLocale &locale = QLocale());
    /// The line under a table explaining the marks pointsText() put in it; empty when none.
    static QString pointsNote(const CompareTable &table);
};

} // namespace ringcore

Q_DECLARE_METATYPE(ringcore::CompareTable)
