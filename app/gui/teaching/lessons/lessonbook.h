#pragma once

#include "gui/teaching/lessons/lesson.h"

#include <QList>

#include <algorithm>

#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace ringlab::gui {

/// The guided tour's lessons, in order: from one point per server to how many points you need.
/// Texts are translatable; every number is computed from ringcore when the lesson shows.
class LessonBook
{
public:
    static QList<Lesson> all();

    /// The first registered algorithm among the preferred ones (lessons degrade gracefully when
    /// a scheme is not built in).
    static QString pick(const QStringList &preferred);
    /// Sets an option only if the experiment's algorithm has it.
    static void setOption(ringcore::Experiment &e, const QString &name, const QString &value);
    /// The value of the experiment's points option, or 0 when it has none.
    static double pointsOf(const ringcore::Experiment &e);

    /// The hot-key lesson's traffic: the experiment's generated keys once each, plus one popular
    /// key asked for every tenth request, routed on the snapshot's own ring — first choice
    /// (plain consistent hashing) and with bounded loads at the experiment's ε.
    struct HotKeyLoad
    {
        bool ok = false;
        QByteArray hotKey;
        qint64 requests = 0;      ///< all requests (keys + hot requests)
        qint64 hotRequests = 0;   ///< requests for the hot key
        int hotServer = -1;       ///< first choice of the hot key
        double fair = 0;          ///< requests per server if all were equal
        qint64 hotServerLoad = 0; ///< first choice: requests on the hot key's server
        double hotRelative = 0;   ///< … ÷ fair
        double epsilon = 0;
        qint64 boundedBusiestLoad = 0; ///< bounded loads: the busiest server's requests
        double boundedBusiest = 0;     ///< … ÷ fair
        qint64 boundedHotServerLoad = 0;
        qint64 spilled = 0;            ///< requests not served by their first choice
        std::vector<qint64> firstLoads;   ///< first choice: requests per server
        std::vector<qint64> boundedLoads; ///< bounded loads: requests per server
    };
    static HotKeyLoad hotKeyLoad(const ringcore::RingSnapshot &snapshot, const ringcore::Experiment &experiment);

    /// The "how many points" lesson: the Advisor's screen (busiest ≤ 1+ε in 95% of random rings,
    /// RingSpreadEstimator) for N servers, at k points per server and at the fewest k that passes.
    struct PointsFix
    {
        int servers = 0;
        double epsilon = 0;
        int points = 0;            ///< the k asked about
        double within = 0;         ///< fraction of rings within 1+ε at k
        double p95 = 0;            ///< 95th percentile busiest at k
        int fixPoints = 0;         ///< fewest k (multiple of 10) that passes; 0: none found
        double fixWithin = 0;
        double fixP95 = 0;
        /// The Spread page's search (MinPointsSearch, its own kFixRings random rings) for the same N
        /// and ε: another draw of rings, so another estimate of the same k.
        int spreadPoints = 0;
    };
    /// Computes it (seconds for a large N: call it off the GUI thread) or takes it from a cache.
    /// `weights`: one entry per server on the ring (the experiment's servers that are up).
    /// `job` (when given) is polled between the simulated candidates and told the progress; a
    /// cancelled search returns what it has and caches nothing.
    static PointsFix pointsFix(const std::vector<int> &weights, double epsilon, int points, const JobControl *job = nullptr);
    static PointsFix pointsFix(int servers, double epsilon, int points)
    {
        return pointsFix(std::vector<int>(size_t(std::max(0, servers)), 1), epsilon, points);
    }
    /// The cached result, if pointsFix() has run for these values.
    static std::optional<PointsFix> cachedPointsFix(const std::vector<int> &weights, double epsilon, int points);
    static std::optional<PointsFix> cachedPointsFix(int servers, double epsilon, int points)
    {
        return cachedPointsFix(std::vector<int>(size_t(std::max(0, servers)), 1), epsilon, points);
    }
    /// The weights of an experiment's servers that are up, in order.
    static std::vector<int> upWeights(const ringcore::Experiment &e);
    /// The most servers, and the most weight in all, the last lesson takes from the reader's own
    /// experiment (what it simulates at once); beyond that it uses N servers of weight 1.
    static constexpr int kOwnMaxServers = 1000;
    static constexpr int kOwnMaxWeight = 2000;
    /// The lesson's sentence on the screen at k: "in 12.5% of 200 simulated rings", or "in none of
    /// the 200 simulated rings" when no ring passes (never "0.0%").
    static QString pointsScreenText(const PointsFix &fix);
    /// Rings simulated per candidate by pointsFix: the Advisor's (AdvisorOptions::simulatedRings)
    /// and the Spread page's default, so that the lesson's "the Advisor asks … in N rings" is
    /// what the Advisor's reports say.
    static constexpr int kFixRings = 200;
    static constexpr double kFixEpsilon = 0.10;
    /// The points per server the lesson starts from (nginx's 160).
    static constexpr int kFixFrom = 160;

    /// Called by RINGLAB_REGISTER_LESSON from each lesson's file (lessons/lessonNN_*.cpp); all()
    /// returns the lessons in the order of their numbers.
    static bool add(int number, Lesson (*make)());
};

/// Registers a lesson from its own file: RINGLAB_REGISTER_LESSON(6, Lesson06::make)
#define RINGLAB_REGISTER_LESSON(number, make)                                                     \
    namespace {                                                                                   \
    const bool ringlabLessonRegistered = ::ringlab::gui::LessonBook::add(number, make);           \
    }

} // namespace ringlab::gui
