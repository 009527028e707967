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
constexpr qint64 kBarSteps = 100000;

/// The form column scrolls vertically when its content (form, checklist, remap box with its
/// result) is taller than the page; it is never narrower than its content.
class ColumnScrollArea : public QScrollArea
{
public:
    using QScrollArea::QScrollArea;
    QSize minimumSizeHint() const override
    {
        const int extra = 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
        const int w = widget() ? widget()->minimumSizeHint().width() : 0;
        return QSize(w + extra, QScrollArea::minimumSizeHint().height());
    }
    QSize sizeHint() const override
    {
        const int extra = 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
        const QSize inner = widget() ? widget()->sizeHint() : QSize();
        return QSize(inner.width() + extra, inner.height() + 2 * frameWidth());
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // The hints above follow the column's content (a language change, a longer result).
        if (watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry();
        return QScrollArea::eventFilter(watched, event);
    }
};
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
    m_statusLine->setWordWrap(true);
    m_statusLine->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_stats->setWordWrap(true);
    m_progress->setRange(0, int(kBarSteps)); // fine enough to move for the first keys of a long run
    m_progress->setValue(0);
    m_cancel->setEnabled(false);
    m_log->setReadOnly(true);
    m_rules->setWordWrap(true);
    m_rules->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_rules->installEventFilter(this); // its height follows its lines at its width (fitRules)
    m_log->setMaximumBlockCount(2000);
    m_log->setLineWrapMode(QPlainTextEdit::WidgetWidth); // paths and pids wrap instead of running out of sight
    m_mismatchTable->setColumnCount(4);
    m_mismatchTable->verticalHeader()->hide();
    // The key takes spare width and is elided first, then the note.
    ColumnFitter::install(m_mismatchTable, 0)->setElidable({3});
    m_mismatchTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_agreement->setWordWrap(true);
    m_agreement->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_resultsNote->setWordWrap(true);
    m_resultsNote->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_resultsNote->setForegroundRole(QPalette::PlaceholderText);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_cancel);
    m_exportBars = new FigureButton([this] { return barsFigure(); }, this);
    m_exportBars->setEnabled(false); // nothing to export before a run (showResultsArea() says why)
    buttons->addWidget(m_exportBars);
    // The form and the run's buttons stay in view; the checklist and the remap box under them
    // scroll (a remap result scrolled into view took Start and Cancel out of it).
    auto *leftBox = new QWidget;
    auto *left = new QVBoxLayout(leftBox);
    left->setContentsMargins(0, 0, 0, 0);
    left->addWidget(m_rules, 1);
    left->addWidget(m_compare);

    auto *right = new QVBoxLayout;
    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_progressText);
    right->addLayout(progressRow);
    right->addWidget(m_statusLine);
    right->addWidget(m_bars, 2);
    right->addWidget(m_stats);
    // The port agreement is one line under the "Final:" line, the page's width wide (beside the
    // log it was squeezed into a column of one or two words at 1366×768).
    right->addWidget(m_agreement);
    // Before a run the log and the agreement are empty: a short note stands in their place (an empty
    // white box looked broken), and the mismatch table shows only when it has rows.
    QSplitter *split = m_results;
    split->addWidget(m_log);
    split->addWidget(m_mismatchTable);
    // The mismatch table's four columns need more width than the log's wrapped lines.
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    right->addWidget(split, 2);
    right->addWidget(m_resultsNote);
    auto *layout = new QHBoxLayout(this);
    // The remap result under the checklist can be taller than the room left at 1366×768: the
    // checklist and the remap box scroll instead of clipping it, and a new result is scrolled into
    // view; the form and its buttons above them do not move.
    auto *column = new QWidget(this);
    column->setObjectName(QStringLiteral("liveLeftColumn"));
    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->setContentsMargins(0, 0, 0, 0);
    columnLayout->addWidget(m_form);
    columnLayout->addLayout(buttons);
    m_leftScroll = new ColumnScrollArea(column);
    m_leftScroll->setObjectName(QStringLiteral("liveFormColumn"));
    m_leftScroll->setFrameShape(QFrame::NoFrame);
    m_leftScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_leftScroll->setWidgetResizable(true);
    m_leftScroll->setWidget(leftBox);
    columnLayout->addWidget(m_leftScroll, 1);
    layout->addWidget(column, 1);
    layout->addLayout(right, 3);

    m_refresh->setInterval(kRefreshMs);
    connect(m_refresh, &QTimer::timeout, this, &LivePage::refresh);
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
    m_predictJob->onResult([this](const PredictOutcome &o) { showPrediction(o); });
    retranslate();
    setRules({}, false);
    showStatus();
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

bool LivePage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_rules && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        QTimer::singleShot(0, this, &LivePage::fitRules); // after the list has laid out its lines
    return QWidget::eventFilter(watched, event);
}

void LivePage::fitRules()
{
    // Wrapped lines are as high as the list is narrow: measure them at the list's current width.
    if (!m_rules->isVisible() || m_rules->width() < 150 || m_rules->count() == 0)
        return;
    m_rules->doItemsLayout();
    const QRect first = m_rules->visualItemRect(m_rules->item(0));
    const QRect last = m_rules->visualItemRect(m_rules->item(m_rules->count() - 1));
    const int lines = last.bottom() - first.top() + 1 + 2 * m_rules->spacing();
    const int height = lines + 2 * m_rules->frameWidth() + m_rules->contentsMargins().top() + m_rules->contentsMargins().bottom();
    if (m_rules->minimumHeight() != height)
        m_rules->setMinimumHeight(height);
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

void LivePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        markLogLanguage();
    }
    Page::changeEvent(event);
}

void LivePage::markLogLanguage()
{
    // The log's lines come from the run thread as written text, in the language of their moment;
    // they are not rewritten. After a switch a line in the new language says so, so that German
    // lines under a Chinese page are not taken for a fault. One such line at the end, not one a
    // switch.
    if (m_log->document()->isEmpty())
        return;
    const QString marker = tr("(Language changed: the lines above stay in the language they were written in.)");
    QTextCursor cursor(m_log->document());
    cursor.movePosition(QTextCursor::End);
    cursor.movePosition(QTextCursor::StartOfBlock, QTextCursor::KeepAnchor);
    if (!m_logMarker.isEmpty() && cursor.selectedText() == m_logMarker) {
        cursor.insertText(marker);
    } else {
        m_log->appendPlainText(marker);
    }
    m_logMarker = marker;
}

void LivePage::retranslate()
{
    m_form->retranslate();
    m_start->setText(tr("Start"));
    m_cancel->setText(tr("Cancel"));
    m_mismatchTable->setHorizontalHeaderLabels({tr("Key"), tr("Proxy sent to"), tr("Port predicts"), tr("Note")});
    m_compare->retranslate();
    m_bars->setPlaceholder(tr("Keys per backend appear here as the proxy answers, a few times a second."));
    m_log->setPlaceholderText(tr("The log of the proxy and its backends appears here."));
    m_resultsNote->setText(tr("After Start, the log of the proxy and its backends appears here; when the run ends, "
                              "every key's backend is checked against RingLab's port of the proxy."));
    showStatus();
    if (!isRunning())
        setRules(QStringList(m_ruleReasons), m_rulesFinal);
    // A finished run's result lines were written in the language of their day.
    if (m_status.isFinished() && m_result.keysMeasured > 0) {
        showFinalStats();
        if (m_prediction)
            showPrediction(*m_prediction, false);
    }
}

RINGLAB_REGISTER_PAGE(40, LivePage)

} // namespace ringlab::gui
