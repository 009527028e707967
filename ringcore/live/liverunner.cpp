#include "ringcore/live/liverunner.h"

#include "ringcore/live/backendfarm.h"
#include "ringcore/live/leftoversweep.h"
#include "ringcore/live/liverunvalidator.h"
#include "ringcore/live/livetrafficcheck.h"
#include "ringcore/live/openfilelimit.h"
#include "ringcore/live/portprobe.h"
#include "ringcore/live/proxyprocess.h"
#include "ringcore/live/readycommandrunner.h"
#include "ringcore/live/qnamloadengine.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>

namespace ringcore {

namespace {
/// Priming pass (SystemDescription::downServersRefuse()): this many keys per backend, so that
/// every down server, even one of small weight among large ones, is reached many times.
constexpr int kPrimingKeysPerBackend = 100;

const int kRegistered = [] {
    qRegisterMetaType<ringcore::LiveRunResult>();
    qRegisterMetaType<ringcore::LiveRunConfig>();
    qRegisterMetaType<ringcore::LiveRunState>();
    return 0;
}();
} // namespace

LiveRunner::LiveRunner(QObject *parent)
    : QObject(parent), m_pollTimer(new QTimer(this)), m_progressTimer(new QTimer(this)),
      m_ready(new ReadyCommandRunner(this))
{
    Q_UNUSED(kRegistered);
    m_pollTimer->setInterval(50);
    connect(m_pollTimer, &QTimer::timeout, this, &LiveRunner::pollPorts);
    m_progressTimer->setInterval(250);
    connect(m_progressTimer, &QTimer::timeout, this, &LiveRunner::emitProgress);
    connect(m_ready, &ReadyCommandRunner::ran, this, &LiveRunner::logLine);
    connect(m_ready, &ReadyCommandRunner::succeeded, this, [this] {
        if (!m_finishing && isRunning())
            startLoad();
    });
    connect(m_ready, &ReadyCommandRunner::failed, this, &LiveRunner::fail);
}

LiveRunner::~LiveRunner()
{
    // App exit mid-run: stop the processes; the mapping written so far stays on disk.
    if (m_engine)
        m_engine->disconnect(this);
    m_engine.reset();
    m_ready->stop();
    m_proxy.reset();
    m_backends.reset();
    m_isolated.clear();
    m_mapping.close();
    LeftoverSweep::unregisterRun(m_registryEntry);
}

BackendFarm *LiveRunner::isolatedBackend(int position) const
{
    for (const auto &[p, farm] : m_isolated) {
        if (p == position)
            return farm.get();
    }
    return nullptr;
}

QString LiveRunner::tempDir() const
{
    return m_temp ? m_temp->path() : QString();
}

QList<qint64> LiveRunner::processIds() const
{
    QList<qint64> ids;
    if (m_backends && m_backends->isRunning())
        ids.append(m_backends->pid());
    for (const auto &entry : m_isolated) {
        if (entry.second->isRunning())
            ids.append(entry.second->pid());
    }
    if (m_proxy && m_proxy->isRunning())
        ids.append(m_proxy->pid());
    return ids;
}

void LiveRunner::setState(LiveRunState state)
{
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

void LiveRunner::cleanupAfterFailedStart()
{
    m_pollTimer->stop();
    m_ready->stop();
    m_proxy.reset();
    m_backends.reset();
    m_isolated.clear();
    m_mapping.close();
    m_folder.abandon(); // nothing was measured: a folder beside an earlier run goes, the earlier run stays
    LeftoverSweep::unregisterRun(m_registryEntry); // every process is stopped: nothing to sweep
    m_registryEntry.clear();
    m_temp.reset();
    m_state = LiveRunState::Idle;
}

void LiveRunner::pollPorts()
{
    const QSet<int> listening = PortProbe::listeningPorts();
    m_waitPorts.erase(std::remove_if(m_waitPorts.begin(), m_waitPorts.end(),
                                     [&listening](int p) { return listening.contains(p); }),
                      m_waitPorts.end());
    if (m_waitPorts.isEmpty()) {
        m_pollTimer->stop();
        m_ready->start(m_readyCommands, m_systemEnvironment, m_temp ? m_temp->path() : QString(),
                       m_proxy ? m_proxy->displayName() : QString());
        return;
    }
    if (m_portWait.elapsed() > m_startTimeoutMs) {
        m_pollTimer->stop();
        fail(tr("port %1 on 127.0.0.1 did not start listening within %2 s")
                 .arg(m_waitPorts.front())
                 .arg(m_startTimeoutMs / 1000));
    }
}

void LiveRunner::startLoad()
{
    m_result.startSeconds = m_total.nsecsElapsed() / 1e9;
    const qsizetype n = m_keys.size();
    // HAProxy's hash-balance-factor is modelled from each request's timing (LiveTrafficCheck).
    m_accounting.reset(m_servers, m_config.basePort, n,
                       m_config.traffic != LiveRunConfig::Traffic::Keys && m_config.system()
                           && m_config.system()->hashBalanceFactor(m_config.options) > 0);
    m_engine = LoadEngine::create(m_config.engine, m_config.system()->loadProtocol());
    m_engine->setPort(m_result.proxyPort);
    m_engine->setConcurrency(m_config.concurrency);
    m_engine->setPipelineDepth(m_config.pipelineDepth);
    m_engine->setTimeoutMs(m_config.requestTimeoutMs);
    connect(m_engine.get(), &LoadEngine::finished, this, &LiveRunner::onEngineFinished, Qt::QueuedConnection);
    setState(LiveRunState::Loading);
    // The engine as a user knows it ("Qt's HTTP client"), not its internal name ("qnam").
    emit logLine(tr("sending %1 keys with %2, concurrency %3")
                     .arg(QLocale().toString(qlonglong(n)), m_engine->description(), QLocale().toString(m_config.concurrency)));
    m_phase.start();
    m_lastAnswer.start();
    m_lastProgressDone = 0;
    m_lastProgressNs = 0;
    m_progressTimer->start();
    // A system that finds down servers by failing to reach them (twemproxy) first gets a priming
    // pass, not recorded, so it has found every one before the measured load: a key answered
    // while only some were found would sit on a ring the system leaves a moment later.
    const SystemDescription &system = *m_config.system();
    m_primingPhase = system.downServersRefuse()
        && std::any_of(m_servers.cbegin(), m_servers.cend(), [](const Server &s) { return s.down; });
    if (m_primingPhase) {
        const qsizetype priming = qMin<qsizetype>(n, qsizetype(kPrimingKeysPerBackend) * m_servers.size());
        emit logLine(tr("priming: sending %1 keys (not recorded) so that %2 finds its down servers")
                         .arg(QLocale().toString(qlonglong(priming)))
                         .arg(system.displayName()));
        m_engine->start(&m_keys, 0, priming, this);
        return;
    }
    m_engine->start(&m_keys, 0, n, this);
}

void LiveRunner::record(const LoadResponse &r)
{
    if (m_primingPhase)
        return;
    if (r.status == 200)
        m_lastAnswer.restart();
    if (!m_recheckPhase)
        m_mapping.append(r, m_keys);
    m_accounting.record(r, m_keys, m_recheckPhase, &m_result);
}

void LiveRunner::emitProgress()
{
    m_mapping.flush();
    if (!m_finishing && m_mapping.failed()) {
        // Every later line would be lost: stop now, keeping what is on disk.
        fail(m_mapping.errorString());
        return;
    }
    if (!m_engine)
        return;
    if (!m_finishing && m_lastAnswer.isValid() && m_lastAnswer.elapsed() > m_config.stallTimeoutMs) {
        fail(tr("the proxy answered nothing for %1 s (frozen or wedged); the run was stopped")
                 .arg(m_config.stallTimeoutMs / 1000.0, 0, 'f', 1));
        return;
    }
    const qint64 done = (m_recheckPhase ? m_keys.size() : 0) + m_engine->done();
    const qint64 total = m_keys.size() + qMin<qint64>(m_config.recheckKeys, m_keys.size());
    const qint64 now = m_phase.nsecsElapsed();
    const double rate = now > m_lastProgressNs ? double(done - m_lastProgressDone) * 1e9 / double(now - m_lastProgressNs) : 0;
    m_lastProgressDone = done;
    m_lastProgressNs = now;
    emit progress(done, total, rate);
}

void LiveRunner::countEngineRetries()
{
    if (!m_engine || (m_engine->retries() == 0 && m_engine->timeouts() == 0))
        return;
    m_engineRetries += m_engine->retries();
    m_engineTimeouts += m_engine->timeouts();
    emit logLine(tr("%1 requests sent again, %2 timed out").arg(m_engine->retries()).arg(m_engine->timeouts()));
}

void LiveRunner::onEngineFinished()
{
    if (m_finishing)
        return;
    countEngineRetries();
    if (m_primingPhase) {
        m_primingPhase = false;
        m_phase.start();
        m_lastAnswer.restart();
        m_engine->start(&m_keys, 0, m_keys.size(), this);
        return;
    }
    if (!m_recheckPhase) {
        m_result.loadSeconds = m_phase.nsecsElapsed() / 1e9;
        m_result.requestsPerSecond = m_result.loadSeconds > 0 ? m_result.keysMeasured / m_result.loadSeconds : 0;
        m_mapping.flush();
        const qsizetype recheck = qMin<qsizetype>(m_config.recheckKeys, m_keys.size());
        if (recheck > 0) {
            m_recheckPhase = true;
            setState(LiveRunState::Rechecking);
            emit logLine(tr("sending the first %1 keys again").arg(QLocale().toString(qlonglong(recheck))));
            m_phase.start();
            m_lastProgressDone = m_keys.size();
            m_lastProgressNs = 0;
            m_engine->start(&m_keys, 0, recheck, this);
            return;
        }
    } else {
        m_result.recheckSeconds = m_phase.nsecsElapsed() / 1e9;
    }
    m_result.completed = true;
    finishRun();
}

void LiveRunner::cancel(const QString &why)
{
    if (!isRunning() || m_finishing)
        return;
    m_result.cancelled = true;
    m_cancelWhy = why;
    emit logLine(why.isEmpty() ? tr("cancelled") : tr("cancelled: %1").arg(why));
    finishRun();
}

void LiveRunner::fail(const QString &message)
{
    if (!isRunning() || m_finishing)
        return;
    m_result.error = message;
    emit logLine(message);
    finishRun();
}

} // namespace ringcore
