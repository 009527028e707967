// The end of a live run, LiveRunner's last phase: stop every process, validate (the system's log
// scanner, the accounting, LiveRunValidator), copy the evidence beside the results and save them.
// The start is in liverunnerstart.cpp, the port wait and the load in liverunner.cpp.
#include "ringcore/live/liverunner.h"

#include "ringcore/core/filewriter.h"
#include "ringcore/live/backendfarm.h"
#include "ringcore/live/leftoversweep.h"
#include "ringcore/live/liverunvalidator.h"
#include "ringcore/live/livetrafficcheck.h"
#include "ringcore/live/portprobe.h"
#include "ringcore/live/proxyprocess.h"
#include "ringcore/live/readycommandrunner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTimer>

namespace ringcore {

void LiveRunner::finishRun()
{
    m_finishing = true;
    m_pollTimer->stop();
    m_ready->stop();
    m_readyCommands.clear();
    m_progressTimer->stop();
    if (m_engine) {
        m_engine->disconnect(this);
        if (!m_result.completed)
            countEngineRetries(); // a phase cut short: its resends so far
        m_engine->abort();
        emitProgress();
    }
    if (m_result.loadSeconds == 0 && m_phase.isValid() && m_state == LiveRunState::Loading) {
        m_result.loadSeconds = m_phase.nsecsElapsed() / 1e9;
        m_result.requestsPerSecond = m_result.loadSeconds > 0 ? m_result.keysMeasured / m_result.loadSeconds : 0;
    }
    m_mapping.close();
    if (!m_mapping.errorString().isEmpty() && m_result.error.isEmpty())
        m_result.error = m_mapping.errorString(); // a cut mapping must never pass as a clean run
    // What predict and remap-runs check the mapping they read against (LiveRunResult::readMapping).
    m_result.sha256.insert(m_result.mappingFile, m_mapping.digest());
    setState(LiveRunState::Stopping);
    stopProcesses();
    validate();
    checkTraffic();
    copyEvidence();
    m_result.totalSeconds = m_total.nsecsElapsed() / 1e9;
    saveResults();
    m_engine.reset();
    m_proxy.reset();
    m_backends.reset();
    m_isolated.clear();
    LeftoverSweep::unregisterRun(m_registryEntry); // every process is stopped: nothing to sweep
    m_registryEntry.clear();
    if (m_temp && m_config.keepTemp)
        emit logLine(tr("kept private directory %1").arg(m_temp->path()));
    m_temp.reset();
    m_finishing = false;
    setState(LiveRunState::Finished);
    emit finished(m_result);
}

void LiveRunner::stopProcesses()
{
    QElapsedTimer stopClock;
    stopClock.start();
    if (m_proxy) {
        if (m_logScanner)
            m_logScanner->markStop();
        m_proxy->disconnect(this);
        m_proxy->stop();
    }
    if (m_backends) {
        m_backends->disconnect(this);
        m_backends->stop();
    }
    for (auto &entry : m_isolated) {
        entry.second->disconnect(this);
        entry.second->stop();
    }
    m_result.stopSeconds = stopClock.nsecsElapsed() / 1e9;
    if (!m_result.error.isEmpty()) {
        // Every process of ours is stopped now: a run port that still listens belongs to another
        // program. It took the port between the port check and the start, so one of our processes
        // could not bind it and exited — name the port, not just that process's exit.
        QList<int> taken = PortProbe::listeningIn(m_config.basePort, m_config.backends);
        if (PortProbe::listeningIn(m_result.proxyPort, 1).size() == 1)
            taken.append(m_result.proxyPort);
        if (!taken.isEmpty())
            m_result.error = tr("port %1 on 127.0.0.1 was taken by another program after RingLab checked it; "
                                "start again or choose another base port (%2)")
                                 .arg(taken.front())
                                 .arg(m_result.error);
    }
}

void LiveRunner::checkTraffic()
{
    if (m_config.traffic != LiveRunConfig::Traffic::Keys && m_config.system()) {
        // The per-backend requests against the model's for the same request sequence.
        QString why;
        // The timed model needs the closed loop of the qnam engine (one request a slot) and
        // backends that hold each answer; otherwise the closed loop of `concurrency` in flight.
        const bool timed = m_config.engine == LoadEngineKind::Qnam && m_config.backendDelayMs > 0;
        m_result.trafficCheck = LiveTrafficCheck::check(
            *m_config.system(), m_servers, m_config.basePort, m_config.options, m_keys, m_accounting.firstBackends(),
            m_config.concurrency, timed ? m_accounting.firstLatencies() : std::vector<quint32>{}, m_config.backendDelayMs,
            &why);
        if (m_result.trafficCheck.isEmpty() && !why.isEmpty())
            emit logLine(why);
    }
}

void LiveRunner::saveResults()
{
    QString message;
    if (!m_result.save(m_folder.writeDir(), &message)) {
        // Without its results.json the run is lost: it fails, whatever the measurement said.
        m_result.error = m_result.error.isEmpty() ? message : m_result.error;
        m_result.reasons.append(tr("the results could not be saved: %1").arg(message));
        m_result.valid = false;
        m_result.saveError = message;
        emit logLine(message);
    }
    // Complete: it takes the place of an earlier run in the out directory. Otherwise an earlier
    // run there stays, and this one stays in its own folder.
    const bool complete = m_result.completed && !m_result.cancelled && m_result.error.isEmpty() && m_result.saveError.isEmpty();
    m_result.folderNotes.clear();
    m_result.runDir = m_folder.finish(complete, &m_result.folderNotes);
    for (const QString &note : std::as_const(m_result.folderNotes))
        emit logLine(note);
}

void LiveRunner::validate()
{
    QStringList systemReasons;
    m_result.diagnostics = QJsonObject();
    if (m_logScanner && m_proxy) // a system that never started logged nothing of this run
        m_logScanner->scan(&m_result.diagnostics, &systemReasons);
    // Resends are no fault (a request that finally got a good answer counts as answered), but they are evidence.
    if (m_engineRetries || m_engineTimeouts) {
        m_result.diagnostics.insert(QStringLiteral("engineRetries"), m_engineRetries);
        m_result.diagnostics.insert(QStringLiteral("engineTimeouts"), m_engineTimeouts);
    }
    m_logScanner.reset();
    m_result.latency = m_accounting.latency();
    m_result.counts = m_accounting.counts();
    LiveRunValidator::validate(&m_result, m_config.recheckKeys, m_cancelWhy, systemReasons);
}

QStringList LiveRunner::outputFileNames()
{
    QStringList names{QStringLiteral("results.json"), QStringLiteral("mapping.tsv")};
    for (const SystemDescription *system : SystemRegistry::all())
        for (const QString &name : system->evidenceFiles())
            if (!names.contains(name))
                names.append(name);
    names.append(BackendFarm::configFileName());
    return names;
}

void LiveRunner::copyEvidence()
{
    // Keep the configs and the system's logs beside the results: the temp dir usually goes away.
    if (!m_temp)
        return;
    const QDir temp(m_temp->path());
    const QDir out(m_folder.writeDir());
    for (const QString &name : outputFileNames()) {
        if (name == QLatin1String("results.json") || name == m_result.mappingFile)
            continue;
        QString why;
        if (QFile::exists(temp.filePath(name)) && !FileWriter::copyFile(temp.filePath(name), out.filePath(name), &why))
            emit logLine(why); // evidence, not the measurement: the run goes on to save its results
    }
}

} // namespace ringcore
