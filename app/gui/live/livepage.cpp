#include "gui/live/livepage.h"

#include "ringcore/core/numbertext.h"
#include "ringcore/core/computepool.h"

#include "gui/common/columnfitter.h"
#include "gui/export/figurebutton.h"
#include "gui/live/backendbarsview.h"

#include "ringcore/live/livepredictor.h"
#include "ringcore/live/liverunthread.h"
#include "ringcore/live/systemdescription.h"

#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTableWidget>
#include <QTextCursor>
#include <QTimer>
#include <QVBoxLayout>

namespace ringlab::gui {

namespace {
constexpr int kRefreshMs = 250; // bars, numbers and progress text: four updates a second at most
}

LivePage::LivePage(QWidget *parent)
    : Page(parent)
    , m_run(new ringcore::LiveRunThread(this))
    , m_refresh(new QTimer(this))
    , m_form(new LiveRunForm(this))
    , m_start(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_progressText(new QLabel(this))
    , m_statusLine(new QLabel(this))
    , m_bars(new BackendBarsView(this))
    , m_stats(new QLabel(this))
    , m_log(new QPlainTextEdit(this))
    , m_rules(new QListWidget(this))
    , m_agreement(new QLabel(this))
    , m_mismatchTable(new QTableWidget(this))
    , m_results(new QSplitter(Qt::Horizontal, this))
    , m_resultsNote(new QLabel(this))
    , m_compare(new RunCompareBox(this))
    , m_predictJob(new JobRunner<PredictOutcome>(this))
{
    setUpWidgets();
    buildLayout();
    m_refresh->setInterval(kRefreshMs);
    connect(m_refresh, &QTimer::timeout, this, &LivePage::refresh);
    connectControls();
    connectRun();
    m_predictJob->onResult([this](const PredictOutcome &o) { showPrediction(o); });
    retranslate();
    setRules({}, false);
    showStatus();
}

void LivePage::connectControls()
{
    connect(m_start, &QPushButton::clicked, this, [this] {
        QString error;
        if (!start(config(), &error)) {
            m_log->appendPlainText(error);
            m_statusLine->setText(error);
            emit statusMessage(error);
        }
    });
    connect(m_cancel, &QPushButton::clicked, this, &LivePage::cancel);
    connect(m_form, &LiveRunForm::systemChanged, this, [this] {
        if (!isRunning()) {
            // The checklist names the proxy to be run, also after a run of another one.
            m_rulesForChosen = true;
            setRules({}, false);
            showStatus();
        }
    });
    connect(m_compare, &RunCompareBox::remapShown, this, [this] {
        // Once the label has its new height (the next layout pass), bring the whole result into view.
        QTimer::singleShot(0, this, [this] {
            if (QLayout *l = m_leftScroll->widget()->layout())
                l->activate();
            QTimer::singleShot(0, this, [this] {
                if (m_compare->result()->isVisible())
                    m_leftScroll->ensureWidgetVisible(m_compare->result(), 0, 0);
            });
        });
        emit remapShown();
    });
}

void LivePage::connectRun()
{
    connect(m_run, &ringcore::LiveRunThread::progress, this, [this](qint64 done, qint64 total, double rate) {
        // Only stored: the refresh timer shows it, so a burst of signals costs nothing.
        m_status.setProgress(done, total, rate);
    });
    connect(m_run, &ringcore::LiveRunThread::stateChanged, this, [this](ringcore::LiveRunState state) {
        m_status.setState(state);
        showStatus();
    });
    connect(m_run, &ringcore::LiveRunThread::portsChosen, this, [this](int basePort, int) {
        m_config.basePort = basePort; // the bars follow the ports really used
    });
    connect(m_run, &ringcore::LiveRunThread::logLine, m_log, &QPlainTextEdit::appendPlainText);
    connect(m_log, &QPlainTextEdit::textChanged, this, &LivePage::showResultsArea);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_mismatchTable->model(), signal, this, &LivePage::showResultsArea);
    connect(m_mismatchTable->model(), &QAbstractItemModel::modelReset, this, &LivePage::showResultsArea);
    connect(m_run, &ringcore::LiveRunThread::finished, this, &LivePage::onFinished);
    connect(m_run, &ringcore::LiveRunThread::startFailed, this, &LivePage::onStartFailed);
}

LivePage::~LivePage()
{
    // The comparison and prediction jobs are cancelled and awaited by their runners.
    m_run->disconnect(this);
    delete m_run; // cancels a run and waits until every process it started is stopped
    // The children go in creation order: the table's model resets as it goes, after the
    // agreement line is gone; showResultsArea() must not run then.
    m_mismatchTable->model()->disconnect(this);
    m_log->disconnect(this);
}

QString LivePage::title() const
{
    return tr("Live run");
}

void LivePage::setExperiment(const ringcore::Experiment &experiment)
{
    // The next run follows the experiment; the run going on keeps the config it started with.
    m_form->setExperiment(experiment);
}

QString LivePage::previousRunLabel() const
{
    if (!m_newRunLost)
        return QString();
    const QString when = QLocale().toString(m_endedAt.time(), QLocale::ShortFormat);
    if (m_newRunLost->error.isEmpty())
        return tr("Previous run (%1, %2): the new %3 run was cancelled before any key was answered.")
            .arg(m_status.proxyName(), when, m_newRunLost->proxy);
    return tr("Previous run (%1, %2): the new %3 run failed to start: %4")
        .arg(m_status.proxyName(), when, m_newRunLost->proxy, m_newRunLost->error);
}

bool LivePage::start(const ringcore::LiveRunConfig &config, QString *error)
{
    if (isRunning()) {
        *error = tr("A live run is already running.");
        return false;
    }
    if (!QDir().mkpath(config.outDir)) {
        *error = tr("Cannot create the run folder %1.").arg(config.outDir);
        return false;
    }
    if (!m_run->start(config, error))
        return false;
    // The run on screen is kept until the new one has measured something: a start that fails (a
    // program missing, a port taken, a config the proxy rejects) or a cancel before the first
    // answer puts it back (restorePreviousRun()). Put back once, it is still the one to keep.
    if (!m_newRunLost) {
        m_previous.reset();
        if (m_status.isFinished() && m_result.keysMeasured > 0 && m_bars->total() > 0)
            m_previous = ShownRun{m_config,     m_result,         m_status,       m_runDir, m_prediction,
                                  m_bars->counts(), m_bars->down(), m_log->toPlainText(), m_endedAt};
    }
    m_newRunLost.reset();
    m_startedAt = QDateTime::currentDateTime();
    m_config = config;
    m_runDir = config.outDir;
    m_result = {};
    m_log->clear();
    m_mismatchTable->setRowCount(0);
    m_agreement->clear();
    m_prediction.reset();
    m_tail.reset(QDir(config.outDir).filePath(QStringLiteral("mapping.tsv")));
    m_bars->setCounts(QList<qint64>(config.backends, 0), {});
    m_status.start(config);
    m_stats->clear();
    m_rulesForChosen = false;
    m_lastStatusMessage.clear(); // so that showStatus() tells the window "Starting…" even after a run that failed there
    setRules({}, false);
    showStatus();
    m_refresh->start();
    return true;
}

void LivePage::cancel()
{
    if (m_run->isRunning())
        m_run->cancel();
}

bool LivePage::restorePreviousRun(const QString &error)
{
    if (!m_previous)
        return false;
    // What the new run wrote (its commands, why it failed) stays in the log, after the previous
    // run's lines and under a line saying which run it was.
    const QString newLog = m_log->toPlainText();
    m_newRunLost = LostRun{ringcore::LiveRunStatus::displayName(m_config.proxy), error, m_startedAt};
    const ShownRun &p = *m_previous;
    m_config = p.config;
    m_result = p.result;
    m_status = p.status;
    m_runDir = p.runDir;
    m_prediction = p.prediction;
    m_endedAt = p.endedAt;
    m_bars->setCounts(p.counts, p.down);
    m_log->setPlainText(p.log);
    m_log->appendPlainText(tr("—— New %1 run, started %2 ——")
                               .arg(m_newRunLost->proxy, QLocale().toString(m_startedAt.time(), QLocale::ShortFormat)));
    if (!newLog.isEmpty())
        m_log->appendPlainText(newLog);
    m_log->appendPlainText(previousRunLabel());
    m_rulesForChosen = false;
    setRules(m_result.reasons, true); // its checklist as it ended (another proxy may have been chosen since)
    m_mismatchTable->setRowCount(0);
    if (m_prediction)
        showPrediction(*m_prediction, false);
    else
        m_agreement->setText(m_result.error);
    showFinalStats();
    showStatus();
    return true;
}

bool LivePage::isRunning() const
{
    return m_run->isRunning();
}

QList<qint64> LivePage::processIds() const
{
    return m_run->processIds();
}

void LivePage::onStartFailed(const QString &error)
{
    m_refresh->stop();
    m_log->appendPlainText(error);
    if (restorePreviousRun(error)) {
        emit statusMessage(previousRunLabel());
        emit startFailed(error);
        return;
    }
    m_status.startFailed(error);
    m_bars->setCounts({}, {}); // nothing was answered: the placeholder, not an empty frame
    setRules({error}, true);
    showStatus();
    emit statusMessage(error);
    emit startFailed(error);
}

void LivePage::showStatus()
{
    // The bar, the texts and the buttons all come from the one run status.
    const qint64 max = m_status.barMaximum();
    m_progress->setValue(max > 0 ? int(kBarSteps * m_status.barValue() / max) : 0);
    m_progress->setFormat(QLocale().toString(m_status.percent()) + QStringLiteral("%"));
    // Before any run, and after a start that failed, there is no percentage to give: an empty bar
    // beside "No run yet" / "Did not run", not "0%".
    const ringcore::LiveRunPhase phase = m_status.phase();
    m_progress->setTextVisible(phase != ringcore::LiveRunPhase::Idle && phase != ringcore::LiveRunPhase::Failed);
    m_progressText->setText(m_status.progressText());
    const QString status = m_status.statusText();
    // A finished run stays on screen after another proxy is chosen: say whose it is, so the chart,
    // the log and the agreement are not taken for the chosen proxy's.
    QString shown = status;
    if (m_newRunLost)
        shown = previousRunLabel() + QLatin1Char('\n') + status; // the results below are the previous run's
    else if (!m_status.isActive() && phase != ringcore::LiveRunPhase::Idle && !m_config.proxy.isEmpty()
        && m_form->systemName() != m_config.proxy) {
        const ringcore::SystemDescription *next = ringcore::SystemRegistry::find(m_form->systemName());
        shown += QLatin1Char('\n')
                 + tr("Shown below: this last run. Start runs %1.").arg(next ? next->displayName() : m_form->systemName());
    }
    m_statusLine->setText(shown);
    // While a run goes on, the window's status bar says what the page's status line says (starting,
    // loading, rechecking, stopping), not the first "Starting…" for the whole run.
    if (m_status.isActive() && status != m_lastStatusMessage) {
        m_lastStatusMessage = status;
        emit statusMessage(status);
    }
    showResultsArea();
    m_start->setEnabled(m_status.canStart());
    m_cancel->setEnabled(m_status.canCancel());
    m_form->setControlsEnabled(m_status.canStart());
}

void LivePage::showResultsArea()
{
    const bool results = m_status.phase() != ringcore::LiveRunPhase::Idle || !m_log->document()->isEmpty()
                         || m_mismatchTable->rowCount() > 0;
    m_results->setVisible(results);
    m_agreement->setVisible(results);
    // Only answered keys make a figure: a start that failed (or a run before its first answer)
    // exported an empty chart with a "busiest" backend of 0 keys.
    const ringcore::LiveRunPhase phase = m_status.phase();
    if (phase == ringcore::LiveRunPhase::Idle)
        m_exportBars->setUnavailable(tr("Nothing to export yet: start a run first."));
    else if (phase == ringcore::LiveRunPhase::Failed && m_status.keysSent() == 0)
        m_exportBars->setUnavailable(tr("Nothing to export: the run did not start."));
    else if (m_bars->total() <= 0)
        m_exportBars->setUnavailable(tr("Nothing to export yet: no backend has answered a key."));
    else
        m_exportBars->setUnavailable(QString());
    m_resultsNote->setVisible(!results);
    m_mismatchTable->setVisible(m_mismatchTable->rowCount() > 0);
}

void LivePage::refresh()
{
    m_tail.poll();
    QList<qint64> counts(m_config.backends, 0);
    QList<bool> down(m_config.backends, false);
    for (int i : m_config.down)
        if (i >= 0 && i < down.size())
            down[i] = true;
    for (auto it = m_tail.counts().cbegin(); it != m_tail.counts().cend(); ++it) {
        const int index = it.key() - m_config.basePort;
        if (index >= 0 && index < counts.size())
            counts[index] += it.value();
    }
    m_bars->setCounts(counts, down);
    const QLocale locale;
    if (m_status.isActive())
        showStatus();
    // Busiest and CV are measurements only once a key has been answered: before that, say so.
    const qint64 answered = m_tail.lines() - m_tail.unanswered();
    if (m_tail.lines() == 0)
        m_stats->setText(tr("So far: no answers yet."));
    else if (answered <= 0)
        m_stats->setText(tr("So far: no key answered; %1 unanswered, %2 not 200")
                             .arg(locale.toString(m_tail.unanswered()), locale.toString(m_tail.non200())));
    else
        m_stats->setText(tr("So far: busiest %1× mean, CV %2% over %Ln answered key(s); %3 unanswered, %4 not 200", nullptr,
                            ringcore::NumberText::pluralCount(answered))
                             .arg(locale.toString(m_bars->busiest(), 'f', 3), locale.toString(m_bars->cv() * 100, 'f', 1),
                                  locale.toString(m_tail.unanswered()), locale.toString(m_tail.non200())));
    // Rules that can already fail while the run goes on.
    QStringList failing;
    if (m_tail.unanswered() > 0)
        failing << tr("%n request(s) without an answer so far", nullptr, int(m_tail.unanswered()));
    if (m_tail.non200() > 0)
        failing << tr("%n answer(s) other than 200 so far", nullptr, int(m_tail.non200()));
    for (int i : m_config.down)
        if (counts.value(i) > 0)
            failing << tr("backend %1 is down but answered %Ln keys", nullptr, ringcore::NumberText::pluralCount(counts[i])).arg(i + 1);
    if (isRunning())
        setRules(failing, false);
}

RINGLAB_REGISTER_PAGE(40, LivePage)

} // namespace ringlab::gui
