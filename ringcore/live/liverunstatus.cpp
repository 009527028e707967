#include "ringcore/live/liverunstatus.h"

#include "ringcore/core/numbertext.h"
#include "ringcore/live/systemdescription.h"

#include <QLocale>

namespace ringcore {

namespace {
int plural(qint64 count)
{
    return NumberText::pluralCount(count);
}
} // namespace

void LiveRunStatus::start(const LiveRunConfig &config)
{
    m_phase = LiveRunPhase::Starting;
    m_proxy = displayName(config.system() ? config.system()->name() : config.proxy);
    m_keys = !config.keys.isEmpty() ? config.keys.size() : config.keyFile.isEmpty() ? config.keyCount : 0;
    m_recheck = qMin<qint64>(config.recheckKeys, m_keys);
    m_total = m_keys + m_recheck;
    m_done = 0;
    m_keysSent = 0;
    m_rate = 0;
    m_error.clear();
    m_firstReason.clear();
}

void LiveRunStatus::setState(LiveRunState state)
{
    if (isFinished() || m_phase == LiveRunPhase::Idle)
        return; // a late state change of a run already shown as ended changes nothing
    switch (state) {
    case LiveRunState::Starting: m_phase = LiveRunPhase::Starting; break;
    case LiveRunState::Loading: m_phase = LiveRunPhase::Loading; break;
    case LiveRunState::Rechecking:
        m_phase = LiveRunPhase::Rechecking;
        m_keysSent = m_keys; // the first pass is complete when the recheck begins
        break;
    case LiveRunState::Stopping: m_phase = LiveRunPhase::Stopping; break;
    case LiveRunState::Idle:
    case LiveRunState::Finished: break; // the result (or the refusal) decides how it ended
    }
}

void LiveRunStatus::setProgress(qint64 done, qint64 total, double requestsPerSecond)
{
    if (!isActive())
        return;
    if (total > 0 && total != m_total) {
        // A key file: the runner knows the count. Its total is keys + recheck, like ours.
        m_total = total;
        if (m_keys == 0) {
            m_keys = total; // best guess until the recheck starts; corrected below
            m_recheck = 0;
        }
    }
    m_done = qBound<qint64>(0, done, m_total);
    m_rate = requestsPerSecond;
    if (m_phase != LiveRunPhase::Rechecking)
        m_keysSent = qMin(m_done, m_keys);
}

void LiveRunStatus::finish(const LiveRunResult &result)
{
    if (m_phase == LiveRunPhase::Idle)
        m_proxy = displayName(result.proxy);
    m_keys = result.keysPlanned;
    m_keysSent = result.keysMeasured;
    m_recheck = result.completed ? result.recheckSent : qMin<qint64>(m_recheck, m_keys);
    // The bar says what was done: full for a run that went to its end, the keys sent (plus any
    // recheck) for one that stopped early.
    m_total = result.completed ? result.keysMeasured + result.recheckSent : qMax<qint64>(m_keys + m_recheck, 1);
    m_done = result.completed ? m_total : qMin(result.keysMeasured + result.recheckSent, m_total);
    m_rate = result.requestsPerSecond;
    m_error = result.error;
    m_firstReason = result.reasons.value(0);
    if (result.cancelled)
        m_phase = LiveRunPhase::Cancelled;
    else if (!result.error.isEmpty())
        m_phase = LiveRunPhase::Failed;
    else if (result.valid)
        m_phase = LiveRunPhase::Valid;
    else
        m_phase = LiveRunPhase::Invalid;
}

void LiveRunStatus::startFailed(const QString &error)
{
    m_phase = LiveRunPhase::Failed;
    m_error = error;
    m_done = 0;
    m_keysSent = 0;
    m_rate = 0;
}

bool LiveRunStatus::isActive() const
{
    return m_phase == LiveRunPhase::Starting || m_phase == LiveRunPhase::Loading
        || m_phase == LiveRunPhase::Rechecking || m_phase == LiveRunPhase::Stopping;
}

bool LiveRunStatus::isFinished() const
{
    return m_phase == LiveRunPhase::Valid || m_phase == LiveRunPhase::Invalid || m_phase == LiveRunPhase::Cancelled
        || m_phase == LiveRunPhase::Failed;
}

int LiveRunStatus::percent() const
{
    if (m_total <= 0)
        return 0;
    return int(100 * m_done / m_total);
}

QString LiveRunStatus::phaseName(LiveRunPhase phase)
{
    switch (phase) {
    case LiveRunPhase::Idle: return tr("idle");
    case LiveRunPhase::Starting: return tr("starting");
    case LiveRunPhase::Loading: return tr("loading");
    case LiveRunPhase::Rechecking: return tr("rechecking");
    case LiveRunPhase::Stopping: return tr("stopping");
    case LiveRunPhase::Valid: return tr("valid");
    case LiveRunPhase::Invalid: return tr("not valid");
    case LiveRunPhase::Cancelled: return tr("cancelled");
    case LiveRunPhase::Failed: return tr("failed");
    }
    return {};
}

QString LiveRunStatus::statusText() const
{
    const QLocale locale;
    const auto n = [&locale](qint64 v) { return locale.toString(v); };
    const qint64 eta = m_rate > 0 ? qRound64(double(m_total - m_done) / m_rate) : -1;
    const QString speed = m_rate > 0 ? tr("%1 req/s · ETA %2 s").arg(n(qRound64(m_rate)), n(eta)) : tr("waiting for the first answers");
    switch (m_phase) {
    case LiveRunPhase::Idle:
        return tr("No run yet: choose the proxy and the backends, then Start.");
    case LiveRunPhase::Starting:
        return tr("Starting: %1 and the backends are being checked and started…").arg(m_proxy);
    case LiveRunPhase::Loading:
        return tr("Loading through %1: %2 of %3 keys sent · %4", nullptr, plural(m_keys)).arg(m_proxy, n(m_keysSent), n(m_keys), speed);
    case LiveRunPhase::Rechecking:
        return tr("Rechecking through %1: sending the first %2 keys again · %3", nullptr, plural(m_recheck))
            .arg(m_proxy, n(m_recheck), speed);
    case LiveRunPhase::Stopping:
        return tr("Stopping %1 and the backends, then checking the run…").arg(m_proxy);
    case LiveRunPhase::Valid:
        return tr("Valid: %1 keys through %2, every rule passed.", nullptr, plural(m_keysSent)).arg(n(m_keysSent), m_proxy);
    case LiveRunPhase::Invalid:
        return tr("Not valid: %1 keys through %2; %3.", nullptr, plural(m_keysSent)).arg(n(m_keysSent), m_proxy, m_firstReason);
    case LiveRunPhase::Cancelled:
        return tr("Cancelled after %1 of %2 keys through %3; a cancelled run is not valid.", nullptr, plural(m_keys))
            .arg(n(m_keysSent), n(m_keys), m_proxy);
    case LiveRunPhase::Failed:
        return tr("Failed: %1").arg(m_error);
    }
    return {};
}

QString LiveRunStatus::progressText() const
{
    const QLocale locale;
    switch (m_phase) {
    case LiveRunPhase::Idle:
        return tr("No run yet");
    case LiveRunPhase::Failed:
        if (m_keysSent == 0)
            return tr("Did not run");
        break;
    default:
        break;
    }
    return tr("%1 of %2 requests (keys + recheck)", nullptr, plural(m_total)).arg(locale.toString(m_done), locale.toString(m_total));
}

QString LiveRunStatus::displayName(const QString &system)
{
    const SystemDescription *description = SystemRegistry::find(system);
    return description ? description->displayName() : system;
}

QStringList LiveRunStatus::rules(const QString &system)
{
    const QString name = displayName(system);
    const SystemDescription *described = SystemRegistry::find(system);
    // "200" is HTTP's word; memcached and DNS answers name their backend (docs/live-runs.md).
    const bool http = !described || described->loadProtocol() == QLatin1String("http");
    QStringList list{tr("%1 answers every key").arg(name),
                     http ? tr("Every answer through %1 is 200 from a backend that should answer").arg(name)
                          : tr("Every answer through %1 names a backend that should answer").arg(name),
                     tr("%1 sends nothing to the backends marked down").arg(name),
                     tr("%1 sends every resent key to the same backend as the first time").arg(name)};
    // Only a system whose logs the run reads (its log scanner) has rules about them.
    if (const SystemDescription *description = SystemRegistry::find(system))
        list << description->logRules();
    return list;
}

QString LiveRunStatus::caption() const
{
    const QLocale locale;
    if (m_phase == LiveRunPhase::Cancelled || m_phase == LiveRunPhase::Failed)
        return tr("%1 live run, %2 keys (%3 after %2 of %4 planned)", nullptr, plural(m_keysSent))
            .arg(m_proxy, locale.toString(m_keysSent), phaseName(m_phase), locale.toString(m_keys));
    return tr("%1 live run, %2 keys", nullptr, plural(m_keysSent)).arg(m_proxy, locale.toString(m_keysSent));
}

} // namespace ringcore
