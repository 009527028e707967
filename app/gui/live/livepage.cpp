#include "gui/live/livepage.h"

#include "ringcore/core/numbertext.h"
#include "ringcore/core/computepool.h"
#include "ringcore/core/serverlistparser.h"

#include "gui/common/columnfitter.h"
#include "gui/export/figurebutton.h"
#include "gui/live/backendbarsview.h"
#include "gui/settings/appsettings.h"

#include "ringcore/live/livepredictor.h"
#include "ringcore/live/liveremap.h"
#include "ringcore/live/liverunthread.h"
#include "ringcore/live/managedprocess.h"
#include "ringcore/live/systemdescription.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace ringlab::gui {

namespace {
constexpr int kRefreshMs = 250; // bars, numbers and progress text: four updates a second at most
constexpr qint64 kBarSteps = 100000;
}

LivePage::LivePage(QWidget *parent)
    : Page(parent)
    , m_run(new ringcore::LiveRunThread(this))
    , m_refresh(new QTimer(this))
    , m_proxyLabel(new QLabel(this))
    , m_variantLabel(new QLabel(this))
    , m_backendsLabel(new QLabel(this))
    , m_basePortLabel(new QLabel(this))
    , m_weightLabel(new QLabel(this))
    , m_downLabel(new QLabel(this))
    , m_keysLabel(new QLabel(this))
    , m_concurrencyLabel(new QLabel(this))
    , m_remapNormalLabel(new QLabel(this))
    , m_remapDownLabel(new QLabel(this))
    , m_proxy(new QComboBox(this))
    , m_variant(new QComboBox(this))
    , m_backends(new QSpinBox(this))
    , m_basePort(new QSpinBox(this))
    , m_pickFree(new QCheckBox(this))
    , m_weight(new QSpinBox(this))
    , m_down(new QLineEdit(this))
    , m_downError(new QLabel(this))
    , m_keys(new QSpinBox(this))
    , m_concurrency(new QSpinBox(this))
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
    , m_remapNormal(new QComboBox(this))
    , m_remapDown(new QComboBox(this))
    , m_remapNormalBrowse(new QPushButton(this))
    , m_remapDownBrowse(new QPushButton(this))
    , m_remapButton(new QPushButton(this))
    , m_remapCancel(new QPushButton(this))
    , m_remapResult(new QLabel(this))
    , m_remapJob(new JobRunner<RemapOutcome>(this))
    , m_predictJob(new JobRunner<PredictOutcome>(this))
{
    // Every registered system, in registration order, shown by its display name.
    for (const ringcore::SystemDescription *system : ringcore::SystemRegistry::all())
        m_proxy->addItem(system->displayName(), system->name());
    markMissingSystems();
    updateVariants();
    m_backends->setRange(1, 1000);
    m_backends->setValue(100);
    // The whole range a port can take; whether the backends fit above the base port is checked
    // on Start, with a message naming the field and the range for that many backends.
    m_basePort->setRange(1024, 65535);
    m_basePort->setValue(9001);
    m_pickFree->setChecked(true);
    for (QComboBox *box : {m_remapNormal, m_remapDown}) {
        box->setEditable(true);
        box->setInsertPolicy(QComboBox::NoInsert);
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
    }
    updateRecentRuns();
    m_statusLine->setWordWrap(true);
    m_statusLine->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_stats->setWordWrap(true);
    m_keys->setRange(1, 100000000);
    m_keys->setValue(100000);
    m_keys->setGroupSeparatorShown(true);
    m_concurrency->setRange(1, 1024);
    m_concurrency->setValue(32);
    m_down->setPlaceholderText(QStringLiteral("#42, #57-#58, 9042"));
    m_downError->setObjectName(QStringLiteral("downError"));
    m_downError->setWordWrap(true);
    m_downError->setStyleSheet(QStringLiteral("color: #b00020"));
    m_downError->hide();
    connect(m_down, &QLineEdit::textChanged, this, &LivePage::showDownError);
    connect(m_backends, &QSpinBox::valueChanged, this, &LivePage::showDownError);
    connect(m_basePort, &QSpinBox::valueChanged, this, &LivePage::showDownError);
    m_progress->setRange(0, int(kBarSteps)); // fine enough to move for the first keys of a long run
    m_progress->setValue(0);
    m_cancel->setEnabled(false);
    m_log->setReadOnly(true);
    m_rules->setWordWrap(true);
    m_log->setMaximumBlockCount(2000);
    m_log->setLineWrapMode(QPlainTextEdit::WidgetWidth); // paths and pids wrap instead of running out of sight
    m_mismatchTable->setColumnCount(4);
    m_mismatchTable->verticalHeader()->hide();
    // The key takes spare width and is elided first, then the note.
    ColumnFitter::install(m_mismatchTable, 0)->setElidable({3});
    m_mismatchTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_agreement->setWordWrap(true);
    m_remapResult->setWordWrap(true);
    m_remapResult->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *form = new QFormLayout;
    form->addRow(m_proxyLabel, m_proxy);
    form->addRow(m_variantLabel, m_variant);
    form->addRow(m_backendsLabel, m_backends);
    form->addRow(m_basePortLabel, m_basePort);
    form->addRow(QString(), m_pickFree);
    form->addRow(m_weightLabel, m_weight);
    form->addRow(m_downLabel, m_down);
    form->addRow(QString(), m_downError);
    form->addRow(m_keysLabel, m_keys);
    form->addRow(m_concurrencyLabel, m_concurrency);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_cancel);
    auto *exportBars = new FigureButton([this] { return barsFigure(); }, this);
    buttons->addWidget(exportBars);
    auto *left = new QVBoxLayout;
    left->addLayout(form);
    left->addLayout(buttons);
    left->addWidget(m_rules, 1);
    auto *remapBox = new QGroupBox(this);
    remapBox->setObjectName(QStringLiteral("remapBox"));
    auto *remapForm = new QFormLayout(remapBox);
    // Labels above their fields: the long run labels must not widen the page (1366 px with the tour).
    remapForm->setRowWrapPolicy(QFormLayout::WrapAllRows);
    auto *normalRow = new QHBoxLayout;
    normalRow->addWidget(m_remapNormal, 1);
    normalRow->addWidget(m_remapNormalBrowse);
    auto *downRow = new QHBoxLayout;
    downRow->addWidget(m_remapDown, 1);
    downRow->addWidget(m_remapDownBrowse);
    remapForm->addRow(m_remapNormalLabel, normalRow);
    remapForm->addRow(m_remapDownLabel, downRow);
    auto *remapButtons = new QHBoxLayout;
    remapButtons->addWidget(m_remapButton);
    remapButtons->addWidget(m_remapCancel);
    remapButtons->addStretch();
    m_remapCancel->setVisible(false);
    remapForm->addRow(remapButtons);
    remapForm->addRow(m_remapResult);
    left->addWidget(remapBox);

    auto *right = new QVBoxLayout;
    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_progressText);
    right->addLayout(progressRow);
    right->addWidget(m_statusLine);
    right->addWidget(m_bars, 2);
    right->addWidget(m_stats);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_log);
    auto *agreementBox = new QWidget(this);
    auto *agreementLayout = new QVBoxLayout(agreementBox);
    agreementLayout->setContentsMargins(0, 0, 0, 0);
    agreementLayout->addWidget(m_agreement);
    agreementLayout->addWidget(m_mismatchTable, 1);
    split->addWidget(agreementBox);
    // The mismatch table's four columns need more width than the log's wrapped lines.
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    right->addWidget(split, 2);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(left, 1);
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
    connect(m_proxy, &QComboBox::currentIndexChanged, this, &LivePage::updateVariants);
    connect(m_variant, &QComboBox::currentIndexChanged, this, [this] {
        // A variant belongs to one system (SystemDescription::variants()): the proxy box follows it.
        ringcore::LiveRunConfig c;
        QString ignored;
        const QString name = m_variant->currentData().toString();
        if (!name.isEmpty() && c.applyVariant(name, &ignored)) {
            const int index = m_proxy->findData(c.proxy);
            if (index >= 0 && index != m_proxy->currentIndex())
                m_proxy->setCurrentIndex(index);
        }
    });
    connect(m_remapNormalBrowse, &QPushButton::clicked, this, [this] { browseRun(m_remapNormal); });
    connect(m_remapDownBrowse, &QPushButton::clicked, this, [this] { browseRun(m_remapDown); });
    connect(m_cancel, &QPushButton::clicked, this, &LivePage::cancel);
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
    connect(m_run, &ringcore::LiveRunThread::finished, this, &LivePage::onFinished);
    connect(m_run, &ringcore::LiveRunThread::startFailed, this, &LivePage::onStartFailed);
    connect(m_remapButton, &QPushButton::clicked, this, &LivePage::compareRuns);
    connect(m_remapCancel, &QPushButton::clicked, m_remapJob, &JobRunnerBase::cancel);
    m_remapJob->onResult([this](const RemapOutcome &o) { showRemap(o); });
    connect(m_remapJob, &JobRunnerBase::busyChanged, this, [this](bool busy) {
        m_remapButton->setEnabled(!busy);
        m_remapCancel->setVisible(busy);
    });
    connect(m_remapJob, &JobRunnerBase::cancelled, this, [this] {
        m_remapResult->setText(tr("Cancelled."));
        emit remapShown();
    });
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
}

QString LivePage::title() const
{
    return tr("Live run");
}

void LivePage::setExperiment(const ringcore::Experiment &experiment)
{
    if (isRunning())
        return;
    const int n = int(experiment.servers.size());
    if (n >= 1 && n <= m_backends->maximum())
        m_backends->setValue(n);
    // The system whose port the experiment uses, if one is registered.
    for (const ringcore::SystemDescription *system : ringcore::SystemRegistry::all()) {
        if (system->algorithm() == experiment.algorithm) {
            m_proxy->setCurrentIndex(std::max(0, m_proxy->findData(system->name())));
            break;
        }
    }
}

void LivePage::markMissingSystems()
{
    // A system whose program is not installed stays in the list, greyed, saying what is missing
    // (a lookup on PATH and in the sbin folders: a few stat calls).
    auto *model = qobject_cast<QStandardItemModel *>(m_proxy->model());
    if (!model)
        return;
    for (int i = 0; i < m_proxy->count(); ++i) {
        const ringcore::SystemDescription *system = ringcore::SystemRegistry::find(m_proxy->itemData(i).toString());
        if (!system)
            continue;
        QString missing;
        for (const QString &program : {system->programName(), system->checkProgramName()}) {
            QString error;
            if (missing.isEmpty() && ringcore::ManagedProcess::findProgram(program, QString(), &error).isEmpty())
                missing = program;
        }
        QStandardItem *item = model->item(i);
        item->setEnabled(missing.isEmpty());
        item->setText(missing.isEmpty() ? system->displayName()
                                        : tr("%1 (not installed: %2 not found)").arg(system->displayName(), missing));
        item->setToolTip(missing.isEmpty() ? tr("Runs %1").arg(system->programName())
                                           : tr("%1 is not on PATH or in /usr/sbin: install %2 to run it live")
                                                 .arg(missing, system->displayName()));
    }
    if (!model->item(m_proxy->currentIndex()) || !model->item(m_proxy->currentIndex())->isEnabled()) {
        for (int i = 0; i < m_proxy->count(); ++i) {
            if (model->item(i)->isEnabled()) {
                m_proxy->setCurrentIndex(i);
                break;
            }
        }
    }
}

void LivePage::updateVariants()
{
    // Only the variants of the chosen proxy; the previous choice stays when it still fits.
    const QString proxy = m_proxy->currentData().toString();
    updateWeightRange();
    const QString previous = m_variant->currentData().toString();
    const QSignalBlocker block(m_variant);
    m_variant->clear();
    m_variant->addItem(tr("(proxy default)"), QString());
    for (const QString &name : ringcore::LiveRunConfig::variantNames()) {
        ringcore::LiveRunConfig c;
        QString ignored;
        if (c.applyVariant(name, &ignored) && c.proxy == proxy)
            m_variant->addItem(name, name);
    }
    m_variant->setCurrentIndex(std::max(0, m_variant->findData(previous)));
    if (!isRunning())
        setRules({}, false); // the checklist names the proxy to be run
}

void LivePage::updateWeightRange()
{
    const ringcore::SystemDescription *system = ringcore::SystemRegistry::find(m_proxy->currentData().toString());
    if (!system)
        return;
    // 0 keeps the variant's weights; above it, the chosen system's range.
    m_weight->setRange(0, system->maxWeight());
    m_weight->setToolTip(tr("Weight of every backend, %1–%2; 0 keeps the variant's own weights")
                             .arg(std::max(1, system->minWeight()))
                             .arg(system->maxWeight()));
}

void LivePage::updateRecentRuns()
{
    const QStringList runs = AppSettings::recentLiveRuns();
    for (QComboBox *box : {m_remapNormal, m_remapDown}) {
        const QString current = box->currentText();
        const QSignalBlocker block(box);
        box->clear();
        box->addItems(runs);
        box->setEditText(current);
    }
}

void LivePage::browseRun(QComboBox *box)
{
    const QString start = box->currentText().isEmpty() ? AppSettings::lastFolder() : box->currentText();
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Choose a live run folder (with results.json)"), start);
    if (dir.isEmpty())
        return;
    box->setEditText(QDir::toNativeSeparators(dir));
}

QString LivePage::barsCaption() const
{
    if (m_status.phase() == ringcore::LiveRunPhase::Idle)
        return tr("%1 live run").arg(m_proxy->currentText());
    return m_status.caption();
}

bool LivePage::parseDown(QList<int> *out, QString *error) const
{
    ringcore::LiveRunConfig backends;
    backends.backends = m_backends->value();
    backends.basePort = m_basePort->value();
    if (ringcore::ServerListParser::parseDown(backends.servers(), m_down->text(), out, error))
        return true;
    if (error->startsWith(QLatin1String("down: "))) // the field's own label says it already
        *error = error->mid(6);
    *error = tr("Down servers: %1").arg(*error);
    return false;
}

void LivePage::showDownError()
{
    QList<int> down;
    QString error;
    const bool ok = parseDown(&down, &error);
    m_downError->setText(ok ? QString() : error);
    m_downError->setVisible(!ok);
}

ringcore::LiveRunConfig LivePage::config() const
{
    ringcore::LiveRunConfig c;
    c.proxy = m_proxy->currentData().toString();
    const QString variant = m_variant->currentData().toString();
    if (!variant.isEmpty()) {
        QString ignored;
        c.applyVariant(variant, &ignored);
    }
    c.backends = m_backends->value();
    if (m_weight->value() > 0)
        c.weights = QList<int>(c.backends, m_weight->value());
    QString ignored; // start() refuses the list and names the item; the field shows it meanwhile
    parseDown(&c.down, &ignored);
    c.keyCount = m_keys->value();
    c.concurrency = m_concurrency->value();
    c.basePort = m_basePort->value();
    c.pickFreeBasePort = m_pickFree->isChecked();
    c.outDir = QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
                   .filePath(QStringLiteral("live/") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")));
    return c;
}

bool LivePage::start(const ringcore::LiveRunConfig &config, QString *error)
{
    if (isRunning()) {
        *error = tr("A live run is already running.");
        return false;
    }
    QList<int> down;
    if (!parseDown(&down, error)) {
        showDownError();
        return false;
    }
    if (!QDir().mkpath(config.outDir)) {
        *error = tr("Cannot create the run folder %1.").arg(config.outDir);
        return false;
    }
    if (!m_run->start(config, error))
        return false;
    m_config = config;
    m_runDir = config.outDir;
    m_result = {};
    m_log->clear();
    m_mismatchTable->setRowCount(0);
    m_agreement->clear();
    m_tail.reset(QDir(config.outDir).filePath(QStringLiteral("mapping.tsv")));
    m_bars->setCounts(QList<qint64>(config.backends, 0), {});
    m_status.start(config);
    m_stats->clear();
    setRules({}, false);
    showStatus();
    m_refresh->start();
    emit statusMessage(m_status.statusText());
    return true;
}

void LivePage::cancel()
{
    if (m_run->isRunning())
        m_run->cancel();
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
    m_status.startFailed(error);
    m_log->appendPlainText(error);
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
    m_progressText->setText(m_status.progressText());
    m_statusLine->setText(m_status.statusText());
    m_start->setEnabled(m_status.canStart());
    m_cancel->setEnabled(m_status.canCancel());
    for (QWidget *w : std::initializer_list<QWidget *>{m_proxy, m_variant, m_backends, m_basePort, m_pickFree, m_weight,
                                                       m_down, m_keys, m_concurrency})
        w->setEnabled(m_status.canStart());
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
    m_stats->setText(tr("So far: busiest %1× mean, CV %2% over %3 answered keys; %4 unanswered, %5 not 200")
                         .arg(locale.toString(m_bars->busiest(), 'f', 3), locale.toString(m_bars->cv() * 100, 'f', 1),
                              locale.toString(m_tail.lines() - m_tail.unanswered()), locale.toString(m_tail.unanswered()),
                              locale.toString(m_tail.non200())));
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

void LivePage::setRules(const QStringList &reasons, bool final)
{
    m_ruleReasons = reasons;
    m_rulesFinal = final;
    m_rules->clear();
    // The proxy of the run on screen (or, before a run, the one chosen).
    const QString proxy = m_status.phase() == ringcore::LiveRunPhase::Idle ? m_proxy->currentData().toString()
                                                                           : m_config.proxy;
    const QStringList rules = ringcore::LiveRunStatus::rules(proxy);
    const QString name = m_status.phase() == ringcore::LiveRunPhase::Idle ? m_proxy->currentText() : m_status.proxyName();
    if (!final) {
        for (const QString &rule : rules)
            m_rules->addItem(QStringLiteral("… ") + rule);
        for (const QString &reason : reasons)
            m_rules->addItem(QStringLiteral("✗ ") + reason);
        return;
    }
    if (reasons.isEmpty()) {
        for (const QString &rule : rules)
            m_rules->addItem(QStringLiteral("✓ ") + rule);
        m_rules->addItem(tr("✓ The %1 run is valid").arg(name));
    } else {
        for (const QString &reason : reasons)
            m_rules->addItem(QStringLiteral("✗ ") + reason);
        m_rules->addItem(tr("✗ The %1 run is not valid").arg(name));
    }
}

void LivePage::onFinished(const ringcore::LiveRunResult &result)
{
    m_result = result;
    m_refresh->stop();
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
    const QLocale locale;
    m_stats->setText(tr("Final: busiest %1× mean, CV %2% over %3 keys answered by a backend; %4 failed, %5 not 200")
                         .arg(locale.toString(m_bars->busiest(), 'f', 3), locale.toString(m_bars->cv() * 100, 'f', 1),
                              locale.toString(result.ok), locale.toString(result.failed), locale.toString(result.non200)));
    emit statusMessage(m_status.statusText());
    if (result.keysMeasured > 0) {
        AppSettings::addRecentLiveRun(m_runDir);
        updateRecentRuns();
    }
    const QString dir = QDir::toNativeSeparators(QDir::cleanPath(m_runDir));
    if (m_remapNormal->currentText().isEmpty() && result.valid && m_config.down.isEmpty())
        m_remapNormal->setEditText(dir);
    else if (result.valid && !m_config.down.isEmpty())
        m_remapDown->setEditText(dir);
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

void LivePage::showPrediction(const PredictOutcome &o)
{
    const ringcore::LivePrediction &prediction = o.prediction;
    if (!o.ok) {
        m_agreement->setText(o.error);
    } else {
        const QLocale locale;
        m_agreement->setText(tr("Port agreement (%1): %2 of %3 keys matched (%4%), %5 mismatched, %6 unanswered")
                                 .arg(prediction.algorithm, locale.toString(prediction.agreed),
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
    emit predictionShown();
}

void LivePage::showRemap(const RemapOutcome &o)
{
    if (!o.ok) {
        m_remapResult->setText(o.error);
        emit remapShown();
        return;
    }
    const ringcore::LiveRemap &remap = o.remap;
    const QLocale locale;
    const auto side = [&](const ringcore::RemapSide &s) {
        return tr("%1 keys on the removed servers, %2 receivers, largest %3%, %4 other keys moved")
            .arg(locale.toString(s.keysOnRemoved))
            .arg(s.receivers)
            .arg(locale.toString(s.largestShare * 100, 'f', 1), locale.toString(s.otherMoved));
    };
    m_remapResult->setText(tr("Removed: %1 (%2 common keys)\nMeasured: %3\nPredicted: %4%5")
                               .arg(remap.removed.join(QStringLiteral(", ")), locale.toString(remap.commonKeys),
                                    side(remap.measured), side(remap.predicted),
                                    remap.notes.isEmpty() ? QString() : QStringLiteral("\n") + remap.notes.join(QLatin1Char(' '))));
    emit remapShown();
}

void LivePage::compareRuns()
{
    // Both runs' mapping files are read (tens of MB for big runs): never on the GUI thread.
    const QString normal = QDir::fromNativeSeparators(m_remapNormal->currentText().trimmed());
    const QString downDir = QDir::fromNativeSeparators(m_remapDown->currentText().trimmed());
    if (normal.isEmpty() || downDir.isEmpty()) {
        m_remapResult->setText(normal.isEmpty() ? tr("Normal run: choose the folder of a run with every server up.")
                                                : tr("Run with servers down: choose the folder of a run with servers marked down."));
        emit remapShown();
        return;
    }
    m_remapResult->setText(tr("Comparing the two runs…"));
    m_remapJob->start([normal, downDir](const JobControl &) {
        RemapOutcome o;
        o.ok = ringcore::LiveRemapper::compare(normal, downDir, &o.remap, &o.error);
        return o;
    });
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
    return f;
}

QList<Figure> LivePage::figures() const
{
    const Figure f = barsFigure();
    return f.isValid() && m_result.keysMeasured > 0 ? QList<Figure>{f} : QList<Figure>{};
}

void LivePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    Page::changeEvent(event);
}

void LivePage::retranslate()
{
    m_proxyLabel->setText(tr("Proxy:"));
    markMissingSystems();
    m_proxy->setToolTip(tr("The real proxy to start on 127.0.0.1: %1").arg(ringcore::SystemRegistry::displayNamesOr()));
    m_variantLabel->setText(tr("Variant:"));
    m_variant->setItemText(0, tr("(proxy default)"));
    m_variant->setToolTip(tr("Seed variants of the chosen proxy (weights, keepalive)"));
    m_backendsLabel->setText(tr("Backends:"));
    m_backends->setToolTip(tr("Number of backend ports, 1–1000"));
    m_basePortLabel->setText(tr("Base port:"));
    m_basePort->setToolTip(tr("First backend port on 127.0.0.1; the backends use base … base + backends − 1 and "
                              "the proxy the next port (1024–65535 in all)"));
    m_pickFree->setText(tr("Pick free ports if these are busy"));
    m_pickFree->setToolTip(tr("When a port of the range is taken, move the whole range to the first free one "
                              "instead of refusing to start"));
    m_weightLabel->setText(tr("Weight:"));
    m_weight->setSpecialValueText(tr("variant's"));
    updateWeightRange(); // the weight's tooltip names the chosen system's range
    m_downLabel->setText(tr("Down:"));
    m_down->setToolTip(tr("Backends marked down: #positions (1-based), ports or addresses, and ranges of them, "
                          "e.g. #42, #7-#9, 9042, 9040-9045, 127.0.0.1:9042"));
    m_keysLabel->setText(tr("Keys:"));
    m_keys->setToolTip(tr("Keys to send through the proxy, 1–100,000,000 (a sample of them is sent again to check "
                          "that answers are stable)"));
    m_concurrencyLabel->setText(tr("Concurrency:"));
    m_concurrency->setToolTip(tr("Requests in flight at once, 1–1024"));
    m_start->setText(tr("Start"));
    m_cancel->setText(tr("Cancel"));
    m_mismatchTable->setHorizontalHeaderLabels({tr("Key"), tr("Proxy sent to"), tr("Port predicts"), tr("Note")});
    if (auto *box = findChild<QGroupBox *>(QStringLiteral("remapBox")))
        box->setTitle(tr("Remap of two runs"));
    m_remapButton->setText(tr("Compare runs"));
    m_remapCancel->setText(tr("Cancel"));
    m_remapNormalLabel->setText(tr("Normal run:"));
    m_remapDownLabel->setText(tr("Run with servers down:"));
    m_remapNormalBrowse->setText(tr("Browse…"));
    m_remapDownBrowse->setText(tr("Browse…"));
    m_remapNormal->setToolTip(tr("Folder of a live run with every server up (recent runs in the list)"));
    m_remapDown->setToolTip(tr("Folder of a live run of the same keys with servers marked down"));
    m_bars->setPlaceholder(tr("Keys per backend appear here as the proxy answers, a few times a second."));
    showStatus();
    if (!isRunning())
        setRules(QStringList(m_ruleReasons), m_rulesFinal);
}

RINGLAB_REGISTER_PAGE(40, LivePage)

} // namespace ringlab::gui
