// The Live page's results: a finished run's numbers, checklist and port agreement, and the
// backend bars as a figure.
#include "gui/live/livepage.h"

#include "gui/live/backendbarsview.h"

#include "ringcore/core/numbertext.h"
#include "ringcore/live/livepredictor.h"
#include "ringcore/live/systemdescription.h"

#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTimer>

namespace ringlab::gui {

void LivePage::onFinished(const ringcore::LiveRunResult &result)
{
    m_refresh->stop();
    // A run that ended before any key was answered (a port taken as the proxy started, a cancel
    // while starting) measured nothing: the previous run stays on screen, labelled as such.
    if (result.keysMeasured == 0 && (result.cancelled || !result.error.isEmpty())
        && restorePreviousRun(result.cancelled ? QString() : result.error)) {
        emit statusMessage(previousRunLabel());
        emit runFinished(result);
        emit predictionShown();
        return;
    }
    m_previous.reset(); // the new run is on screen now
    m_result = result;
    if (!result.runDir.isEmpty())
        m_runDir = result.runDir; // where the run's files are (RunFolder: beside a kept earlier run)
    m_endedAt = QDateTime::currentDateTime();
    refresh();
    m_status.finish(result);
    // The final counts are the runner's own (the tail may miss the last unflushed block).
    QList<qint64> counts;
    QList<bool> down;
    for (const ringcore::BackendCount &c : result.counts) {
        counts << c.keys;
        down << c.down;
    }
    if (!counts.isEmpty())
        m_bars->setCounts(counts, down);
    setRules(result.reasons, true);
    showStatus();
    showFinalStats();
    emit statusMessage(m_status.statusText());
    m_compare->offerRun(m_runDir, result.keysMeasured > 0, result.valid, !m_config.down.isEmpty());
    emit runFinished(result);
    if (result.keysMeasured == 0) {
        m_agreement->setText(result.error);
        emit predictionShown();
        return;
    }
    // Port agreement: reads mapping.tsv and routes every key through the port, off the GUI thread.
    m_agreement->setText(tr("Checking every key against the port…"));
    const QString runDir = m_runDir;
    m_predictJob->start([runDir](const JobControl &) {
        PredictOutcome o;
        o.ok = ringcore::LivePredictor::predict(runDir, &o.prediction, &o.error);
        return o;
    });
}

void LivePage::showFinalStats()
{
    const QLocale locale;
    m_stats->setText(tr("Final: busiest %1× mean, CV %2% over %3 keys answered by a backend; %4 failed, %5 not 200")
                         .arg(locale.toString(m_bars->busiest(), 'f', 3), locale.toString(m_bars->cv() * 100, 'f', 1),
                              locale.toString(m_result.ok), locale.toString(m_result.failed),
                              locale.toString(m_result.non200)));
}

void LivePage::showPrediction(const PredictOutcome &o, bool announce)
{
    m_prediction = o;
    const ringcore::LivePrediction &prediction = o.prediction;
    if (!o.ok) {
        m_agreement->setText(o.error);
    } else {
        const QLocale locale;
        // The proxy as the page names it everywhere ("HAProxy"), not the port's id ("haproxy").
        const ringcore::SystemDescription *system = ringcore::SystemRegistry::find(m_config.proxy);
        const QString proxy = system ? system->displayName() : prediction.algorithm;
        m_agreement->setText(tr("Port agreement (%1): %2 of %3 keys matched (%4%), %5 mismatched, %6 unanswered")
                                 .arg(proxy, locale.toString(prediction.agreed),
                                      locale.toString(prediction.compared),
                                      locale.toString(prediction.agreement * 100, 'f', 3),
                                      locale.toString(prediction.mismatched), locale.toString(prediction.unanswered)));
        m_mismatchTable->setRowCount(int(prediction.mismatches.size()));
        for (int r = 0; r < prediction.mismatches.size(); ++r) {
            const ringcore::PredictMismatch &m = prediction.mismatches[r];
            m_mismatchTable->setItem(r, 0, new QTableWidgetItem(QString::fromUtf8(m.key)));
            m_mismatchTable->setItem(r, 1, new QTableWidgetItem(QString::number(m.measuredPort)));
            m_mismatchTable->setItem(r, 2, new QTableWidgetItem(QString::number(m.predictedPort)));
            m_mismatchTable->setItem(r, 3, new QTableWidgetItem(m.skippedBackend ? tr("skipped backend") : QString()));
        }
    }
    if (announce)
        emit predictionShown();
}

Figure LivePage::barsFigure() const
{
    Figure f = m_bars->figure(barsCaption());
    if (!f.isValid() || m_status.phase() == ringcore::LiveRunPhase::Idle)
        return f;
    // The exported parameters say what was really sent, as the caption does.
    f.parameters = QJsonObject{{QStringLiteral("proxy"), m_status.proxyName()},
                               {QStringLiteral("outcome"), ringcore::LiveRunStatus::phaseName(m_status.phase())},
                               {QStringLiteral("keysSent"), m_status.keysSent()},
                               {QStringLiteral("keysPlanned"), m_status.keysPlanned()},
                               {QStringLiteral("backends"), int(m_bars->counts().size())},
                               {QStringLiteral("basePort"), m_config.basePort}};
    if (m_newRunLost) {
        // The figure is the previous run's; the run started after it measured nothing.
        f.parameters.insert(QStringLiteral("shownAs"), QStringLiteral("previous run"));
        f.parameters.insert(QStringLiteral("runEnded"), m_endedAt.toString(Qt::ISODate));
        f.parameters.insert(QStringLiteral("nextRun"),
                            QJsonObject{{QStringLiteral("proxy"), m_newRunLost->proxy},
                                        {QStringLiteral("started"), m_newRunLost->startedAt.toString(Qt::ISODate)},
                                        {QStringLiteral("outcome"), m_newRunLost->error.isEmpty() ? QStringLiteral("cancelled")
                                                                                                  : QStringLiteral("failed to start")},
                                        {QStringLiteral("error"), m_newRunLost->error}});
    }
    return f;
}

QList<Figure> LivePage::figures() const
{
    const Figure f = barsFigure();
    return f.isValid() && m_result.keysMeasured > 0 ? QList<Figure>{f} : QList<Figure>{};
}

QString LivePage::barsCaption() const
{
    if (m_status.phase() == ringcore::LiveRunPhase::Idle)
        return tr("%1 live run").arg(m_form->systemText());
    if (m_newRunLost) {
        // The figure is the previous run's: its caption says so, not the settings of the run that
        // did not start (the full reason is in the exported parameters).
        const QString when = QLocale().toString(m_endedAt.time(), QLocale::ShortFormat);
        return m_newRunLost->error.isEmpty()
                   ? tr("%1 · previous run, ended %2 (the next %3 run was cancelled before any answer)")
                         .arg(m_status.caption(), when, m_newRunLost->proxy)
                   : tr("%1 · previous run, ended %2 (the next %3 run failed to start)")
                         .arg(m_status.caption(), when, m_newRunLost->proxy);
    }
    return m_status.caption();
}

void LivePage::setRules(const QStringList &reasons, bool final)
{
    m_ruleReasons = reasons;
    m_rulesFinal = final;
    m_rules->clear();
    // The proxy of the run on screen (or, before a run or once another proxy is chosen, the one chosen).
    const bool chosen = m_status.phase() == ringcore::LiveRunPhase::Idle || (m_rulesForChosen && !final);
    const QString proxy = chosen ? m_form->systemName() : m_config.proxy;
    const QStringList rules = ringcore::LiveRunStatus::rules(proxy);
    const QString name = chosen ? m_form->systemText() : m_status.proxyName();
    if (!final) {
        for (const QString &rule : rules)
            m_rules->addItem(keepNumbersWithWords(QStringLiteral("… ") + rule));
        for (const QString &reason : reasons)
            m_rules->addItem(keepNumbersWithWords(QStringLiteral("✗ ") + reason));
        QTimer::singleShot(0, this, &LivePage::fitRules);
        return;
    }
    if (m_newRunLost) {
        // The lines below are the previous run's, back on screen because the new one measured nothing.
        const QString when = QLocale().toString(m_endedAt.time(), QLocale::ShortFormat);
        m_rules->addItem(m_newRunLost->error.isEmpty()
                             ? tr("✗ The new %1 run was cancelled before any answer; below: the previous run (%2, %3)")
                                   .arg(m_newRunLost->proxy, name, when)
                             : tr("✗ The new %1 run did not start; below: the previous run (%2, %3)")
                                   .arg(m_newRunLost->proxy, name, when));
    }
    if (reasons.isEmpty()) {
        for (const QString &rule : rules)
            m_rules->addItem(keepNumbersWithWords(QStringLiteral("✓ ") + rule));
        m_rules->addItem(tr("✓ The %1 run is valid").arg(name));
    } else {
        for (const QString &reason : reasons)
            m_rules->addItem(keepNumbersWithWords(QStringLiteral("✗ ") + reason));
        // A start that failed sent nothing: there is no run to call invalid.
        const bool neverRan = m_status.phase() == ringcore::LiveRunPhase::Failed && m_status.keysSent() == 0;
        m_rules->addItem(neverRan ? tr("✗ The %1 run did not start").arg(name) : tr("✗ The %1 run is not valid").arg(name));
    }
    QTimer::singleShot(0, this, &LivePage::fitRules);
}

QString LivePage::keepNumbersWithWords(const QString &line)
{
    // The space before a number and the one after it hold: "als 200", "200 von", "的 200".
    static const QRegularExpression before(QStringLiteral("(?<=\\S) (?=\\d)"));
    static const QRegularExpression after(QStringLiteral("(?<=\\d) (?=\\S)"));
    QString out = line;
    out.replace(before, QString(QChar(0x00A0)));
    out.replace(after, QString(QChar(0x00A0)));
    return out;
}

} // namespace ringlab::gui
