#include "gui/live/livepage.h"
#include "ringcore/core/computepool.h"

#include "gui/export/figurebutton.h"
#include "gui/live/backendbarsview.h"

#include "ringcore/live/livepredictor.h"
#include "ringcore/live/liveremap.h"
#include "ringcore/live/liverunthread.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace ringlab::gui {

namespace {
constexpr int kRefreshMs = 250; // bars, numbers and progress text: four updates a second at most
}

LivePage::LivePage(QWidget *parent)
    : Page(parent)
    , m_run(new ringcore::LiveRunThread(this))
    , m_refresh(new QTimer(this))
    , m_proxyLabel(new QLabel(this))
    , m_variantLabel(new QLabel(this))
    , m_backendsLabel(new QLabel(this))
    , m_weightLabel(new QLabel(this))
    , m_downLabel(new QLabel(this))
    , m_keysLabel(new QLabel(this))
    , m_concurrencyLabel(new QLabel(this))
    , m_proxy(new QComboBox(this))
    , m_variant(new QComboBox(this))
    , m_backends(new QSpinBox(this))
    , m_weight(new QSpinBox(this))
    , m_down(new QLineEdit(this))
    , m_keys(new QSpinBox(this))
    , m_concurrency(new QSpinBox(this))
    , m_start(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_progressText(new QLabel(this))
    , m_bars(new BackendBarsView(this))
    , m_stats(new QLabel(this))
    , m_log(new QPlainTextEdit(this))
    , m_rules(new QListWidget(this))
    , m_agreement(new QLabel(this))
    , m_mismatchTable(new QTableWidget(this))
    , m_remapNormal(new QLineEdit(this))
    , m_remapDown(new QLineEdit(this))
    , m_remapButton(new QPushButton(this))
    , m_remapResult(new QLabel(this))
{
    m_proxy->addItem(QStringLiteral("nginx"), int(ringcore::LiveProxy::Nginx));
    m_proxy->addItem(QStringLiteral("HAProxy"), int(ringcore::LiveProxy::Haproxy));
    m_variant->addItem(QString(), QString());
    for (const QString &name : ringcore::LiveRunConfig::variantNames())
        m_variant->addItem(name, name);
    m_backends->setRange(1, 1000);
    m_backends->setValue(100);
    m_weight->setRange(0, 256);
    m_keys->setRange(1, 100000000);
    m_keys->setValue(100000);
    m_keys->setGroupSeparatorShown(true);
    m_concurrency->setRange(1, 1024);
    m_concurrency->setValue(32);
    m_down->setPlaceholderText(QStringLiteral("42, 57-58"));
    m_progress->setRange(0, 1000);
    m_cancel->setEnabled(false);
    m_log->setReadOnly(true);
    m_rules->setWordWrap(true);
    m_log->setMaximumBlockCount(2000);
    m_log->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_mismatchTable->setColumnCount(4);
    m_mismatchTable->verticalHeader()->hide();
    m_mismatchTable->horizontalHeader()->setStretchLastSection(true);
    m_mismatchTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_agreement->setWordWrap(true);
    m_remapResult->setWordWrap(true);
    m_remapResult->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *form = new QFormLayout;
    form->addRow(m_proxyLabel, m_proxy);
    form->addRow(m_variantLabel, m_variant);
    form->addRow(m_backendsLabel, m_backends);
    form->addRow(m_weightLabel, m_weight);
    form->addRow(m_downLabel, m_down);
    form->addRow(m_keysLabel, m_keys);
    form->addRow(m_concurrencyLabel, m_concurrency);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_cancel);
    auto *exportBars = new FigureButton(
        [this] { return m_bars->figure(tr("%1 live run, %2 keys").arg(m_result.proxy.isEmpty() ? m_proxy->currentText() : m_result.proxy).arg(m_total)); },
        this);
    buttons->addWidget(exportBars);
    auto *left = new QVBoxLayout;
    left->addLayout(form);
    left->addLayout(buttons);
    left->addWidget(m_rules, 1);
    auto *remapBox = new QGroupBox(this);
    remapBox->setObjectName(QStringLiteral("remapBox"));
    auto *remapForm = new QFormLayout(remapBox);
    remapForm->addRow(tr("Normal run:"), m_remapNormal);
    remapForm->addRow(tr("Run with servers down:"), m_remapDown);
    remapForm->addRow(m_remapButton);
    remapForm->addRow(m_remapResult);
    left->addWidget(remapBox);

    auto *right = new QVBoxLayout;
    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_progressText);
    right->addLayout(progressRow);
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
            emit statusMessage(error);
        }
    });
    connect(m_cancel, &QPushButton::clicked, this, &LivePage::cancel);
    connect(m_run, &ringcore::LiveRunThread::progress, this, [this](qint64 done, qint64 total, double rate) {
        m_done = done; // only stored: the refresh timer shows it, so a burst of signals costs nothing
        m_total = total;
        m_rate = rate;
    });
    connect(m_run, &ringcore::LiveRunThread::logLine, m_log, &QPlainTextEdit::appendPlainText);
    connect(m_run, &ringcore::LiveRunThread::finished, this, &LivePage::onFinished);
    connect(m_run, &ringcore::LiveRunThread::startFailed, this, &LivePage::onStartFailed);
    connect(m_remapButton, &QPushButton::clicked, this, &LivePage::compareRuns);
    retranslate();
    setRules({}, false);
}

LivePage::~LivePage()
{
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
    if (experiment.algorithm == QLatin1String("haproxy"))
        m_proxy->setCurrentIndex(1);
    else if (experiment.algorithm == QLatin1String("nginx"))
        m_proxy->setCurrentIndex(0);
}

bool LivePage::parseDown(const QString &text, int backends, QList<int> *out, QString *error)
{
    out->clear();
    for (const QString &raw : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString part = raw.trimmed();
        const QStringList ends = part.split(QLatin1Char('-'));
        bool ok1 = false, ok2 = true;
        const int from = ends.value(0).trimmed().toInt(&ok1);
        const int to = ends.size() == 2 ? ends[1].trimmed().toInt(&ok2) : from;
        if (!ok1 || !ok2 || ends.size() > 2 || from < 1 || to > backends || from > to) {
            *error = tr("Down servers: \"%1\" is not a backend number or range within 1–%2.").arg(part).arg(backends);
            return false;
        }
        for (int i = from; i <= to; ++i)
            if (!out->contains(i - 1))
                out->append(i - 1);
    }
    return true;
}

ringcore::LiveRunConfig LivePage::config() const
{
    ringcore::LiveRunConfig c;
    c.proxy = ringcore::LiveProxy(m_proxy->currentData().toInt());
    const QString variant = m_variant->currentData().toString();
    if (!variant.isEmpty()) {
        QString ignored;
        c.applyVariant(variant, &ignored);
    }
    c.backends = m_backends->value();
    if (m_weight->value() > 0)
        c.weights = QList<int>(c.backends, m_weight->value());
    QString ignored;
    parseDown(m_down->text(), c.backends, &c.down, &ignored);
    c.keyCount = m_keys->value();
    c.concurrency = m_concurrency->value();
    c.pickFreeBasePort = true;
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
    if (!parseDown(m_down->text(), m_backends->value(), &down, error))
        return false;
    if (!QDir().mkpath(config.outDir)) {
        *error = tr("Cannot create the run folder %1.").arg(config.outDir);
        return false;
    }
    if (!m_run->start(config, error))
        return false;
    m_config = config;
    m_runDir = config.outDir;
    m_result = {};
    m_done = 0;
    m_total = config.keyCount;
    m_rate = 0;
    m_log->clear();
    m_mismatchTable->setRowCount(0);
    m_agreement->clear();
    m_tail.reset(QDir(config.outDir).filePath(QStringLiteral("mapping.tsv")));
    m_bars->setCounts(QList<qint64>(config.backends, 0), {});
    setRules({}, false);
    m_start->setEnabled(false);
    m_cancel->setEnabled(true);
    m_refresh->start();
    emit statusMessage(tr("Live run started: %1 keys.").arg(config.keyCount));
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
    m_start->setEnabled(true);
    m_cancel->setEnabled(false);
    m_log->appendPlainText(error);
    setRules({error}, true);
    emit statusMessage(error);
    emit startFailed(error);
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
    m_progress->setValue(m_total > 0 ? int(1000 * m_done / m_total) : 0);
    const double eta = m_rate > 0 ? (m_total - m_done) / m_rate : 0;
    m_progressText->setText(tr("%1 of %2 keys · %3 req/s · ETA %4 s")
                                .arg(locale.toString(m_done), locale.toString(m_total),
                                     locale.toString(qRound64(m_rate)), locale.toString(qRound64(eta))));
    m_stats->setText(tr("Running: busiest %1× mean, CV %2% over %3 answered keys; %4 unanswered, %5 not 200")
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
            failing << tr("backend %1 is down but answered %2 keys").arg(i + 1).arg(counts[i]);
    if (isRunning())
        setRules(failing, false);
}

void LivePage::setRules(const QStringList &reasons, bool final)
{
    m_rules->clear();
    const QStringList rules{tr("Every key is answered"), tr("Every answer is 200 from a backend that should answer"),
                            tr("Down backends get nothing"), tr("Resent keys land on the same backend"),
                            tr("nginx logs no upstream error")};
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
        m_rules->addItem(tr("✓ The run is valid"));
    } else {
        for (const QString &reason : reasons)
            m_rules->addItem(QStringLiteral("✗ ") + reason);
        m_rules->addItem(tr("✗ The run is not valid"));
    }
}

void LivePage::onFinished(const ringcore::LiveRunResult &result)
{
    m_result = result;
    m_refresh->stop();
    m_done = result.keysMeasured;
    refresh();
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
    m_start->setEnabled(true);
    m_cancel->setEnabled(false);
    if (m_remapNormal->text().isEmpty() && result.valid && m_config.down.isEmpty())
        m_remapNormal->setText(m_runDir);
    else if (result.valid && !m_config.down.isEmpty())
        m_remapDown->setText(m_runDir);
    emit runFinished(result);
    if (result.keysMeasured == 0) {
        m_agreement->setText(result.error);
        emit predictionShown();
        return;
    }
    // Port agreement: reads mapping.tsv and routes every key through the port, off the GUI thread.
    m_agreement->setText(tr("Checking every key against the port…"));
    auto *watcher = new QFutureWatcher<std::pair<bool, std::pair<ringcore::LivePrediction, QString>>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        const auto [ok, payload] = watcher->result();
        const auto &[prediction, error] = payload;
        if (!ok) {
            m_agreement->setText(error);
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
    });
    const QString dir = m_runDir;
    watcher->setFuture(QtConcurrent::run(ringcore::jobPool(), [dir] {
        ringcore::LivePrediction prediction;
        QString error;
        const bool ok = ringcore::LivePredictor::predict(dir, &prediction, &error);
        return std::make_pair(ok, std::make_pair(prediction, error));
    }));
}

void LivePage::compareRuns()
{
    ringcore::LiveRemap remap;
    QString error;
    if (!ringcore::LiveRemapper::compare(m_remapNormal->text(), m_remapDown->text(), &remap, &error)) {
        m_remapResult->setText(error);
        return;
    }
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
}

QList<Figure> LivePage::figures() const
{
    const Figure f = m_bars->figure(tr("%1 live run, %2 keys").arg(m_result.proxy).arg(m_result.keysMeasured));
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
    m_variantLabel->setText(tr("Variant:"));
    m_variant->setItemText(0, tr("(proxy default)"));
    m_backendsLabel->setText(tr("Backends:"));
    m_weightLabel->setText(tr("Weight:"));
    m_weight->setSpecialValueText(tr("variant's"));
    m_downLabel->setText(tr("Down:"));
    m_down->setToolTip(tr("Backend numbers (1-based) marked down, e.g. 42 or 3, 7-9"));
    m_keysLabel->setText(tr("Keys:"));
    m_concurrencyLabel->setText(tr("Concurrency:"));
    m_start->setText(tr("Start"));
    m_cancel->setText(tr("Cancel"));
    m_mismatchTable->setHorizontalHeaderLabels({tr("Key"), tr("Proxy sent to"), tr("Port predicts"), tr("Note")});
    if (auto *box = findChild<QGroupBox *>(QStringLiteral("remapBox")))
        box->setTitle(tr("Remap of two runs"));
    m_remapButton->setText(tr("Compare runs"));
    m_bars->setPlaceholder(tr("Keys per backend appear here as the proxy answers, a few times a second."));
    if (!isRunning() && m_result.keysMeasured == 0)
        m_progressText->setText(tr("No run yet"));
}

RINGLAB_REGISTER_PAGE(40, LivePage)

} // namespace ringlab::gui
