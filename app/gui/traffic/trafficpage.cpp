#include "gui/traffic/trafficpage.h"

#include "gui/common/columnfitter.h"
#include "gui/common/jobkey.h"
#include "gui/export/figurebutton.h"
#include "gui/export/figurepanel.h"
#include "gui/chart/plotwidget.h"
#include "gui/traffic/trafficfigures.h"
#include "gui/traffic/trafficstormmodel.h"

#include "ringcore/analysis/comparetable.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace ringlab::gui {

using ringcore::ExperimentTraffic;
using ringcore::TrafficConfig;

namespace {

/// The field a ringcore message is about ("universe: …" → the model group).
QString fieldOf(const QString &message)
{
    const QString head = message.section(QLatin1Char(':'), 0, 0).trimmed();
    if (head == QLatin1String("zipf") || head == QLatin1String("universe") || head == QLatin1String("requests")
        || head == QLatin1String("log") || head == QLatin1String("cache-bytes"))
        return QStringLiteral("model");
    if (head == QLatin1String("cache") || head == QLatin1String("windows"))
        return QStringLiteral("cache");
    if (head == QLatin1String("events"))
        return QStringLiteral("events");
    if (head == QLatin1String("algorithms"))
        return QStringLiteral("algorithms");
    return {};
}

} // namespace

TrafficPage::TrafficPage(QWidget *parent)
    : Page(parent)
    , m_modelLabel(new QLabel(this))
    , m_exponentLabel(new QLabel(this))
    , m_universeLabel(new QLabel(this))
    , m_requestsLabel(new QLabel(this))
    , m_logLabel(new QLabel(this))
    , m_cacheLabel(new QLabel(this))
    , m_windowsLabel(new QLabel(this))
    , m_eventsLabel(new QLabel(this))
    , m_algorithmsLabel(new QLabel(this))
    , m_model(new QComboBox(this))
    , m_exponent(new QDoubleSpinBox(this))
    , m_universe(new QSpinBox(this))
    , m_requests(new QLineEdit(this))
    , m_log(new QLineEdit(this))
    , m_browse(new QPushButton(this))
    , m_cache(new QSpinBox(this))
    , m_windows(new QSpinBox(this))
    , m_events(new QListWidget(this))
    , m_addEvent(new QPushButton(this))
    , m_removeEvent(new QPushButton(this))
    , m_algorithms(new QListWidget(this))
    , m_runButton(new QPushButton(this))
    , m_floor(new QLabel(this))
    , m_requestsFor(new QComboBox(this))
    , m_busiest(new FigurePanel(this))
    , m_requestsPanel(new FigurePanel(this))
    , m_hitRatio(new FigurePanel(this))
    , m_charts(new QTabWidget(this))
    , m_stormsLabel(new QLabel(this))
    , m_stormNote(new QLabel(this))
    , m_storms(new TrafficStormModel(this))
    , m_stormView(new QTableView(this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancelButton(new QPushButton(this))
    , m_outdatedLabel(new QLabel(this))
    , m_autoReplay(new QTimer(this))
    , m_job(new JobRunner<TrafficRunData>(this))
{
    setUpJob();
    setUpFields();
    connectSettings();
    QScrollArea *settings = buildSettings();
    QBoxLayout *storms = buildStorms();
    QBoxLayout *results = buildResults();
    // Replay stays under the settings' scroll area, always in view: inside it, the button was
    // half cut (German) or scrolled out of sight (zh_CN) at 1366×768.
    m_runButton->setObjectName(QStringLiteral("trafficReplay"));
    auto *settingsColumn = new QVBoxLayout;
    settingsColumn->addWidget(settings, 1);
    settingsColumn->addWidget(m_runButton);
    auto *top = new QHBoxLayout;
    top->addLayout(settingsColumn);
    top->addLayout(results, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 3);
    layout->addLayout(storms, 1);

    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("trafficStatus"));
    m_progress->setRange(0, 100);
    m_progress->setVisible(false);
    m_cancelButton->setVisible(false);
    setSettings(ExperimentTraffic());
    retranslate();
    fitStormsHeight();
    reserveStatusRow();
}

TrafficPage::~TrafficPage() = default; // the runner cancels its job and waits for it

QString TrafficPage::title() const
{
    return tr("Traffic");
}

void TrafficPage::fillAlgorithms(const QStringList &checked)
{
    if (m_algorithms->count() == 0) {
        for (const ringcore::AlgorithmInfo &info : ringcore::AlgorithmRegistry::all()) {
            auto *item = new QListWidgetItem(info.name, m_algorithms);
            item->setData(Qt::UserRole, info.name);
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        }
    }
    for (int i = 0; i < m_algorithms->count(); ++i) {
        QListWidgetItem *item = m_algorithms->item(i);
        item->setCheckState(checked.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

ExperimentTraffic TrafficPage::settings() const
{
    ExperimentTraffic t;
    t.model = TrafficConfig::Model(m_model->currentData().toInt());
    t.exponent = m_exponent->value();
    t.universe = m_universe->value();
    QString requests = m_requests->text().trimmed();
    requests.remove(QLatin1Char(',')).remove(QLatin1Char(' ')).remove(QChar(0x00a0)).remove(QChar(0x202f));
    requests.remove(QLocale().groupSeparator());
    bool ok = false;
    t.requests = requests.toLongLong(&ok);
    if (!ok)
        t.requests = -1;
    t.logPath = m_log->text().trimmed();
    t.cacheObjects = m_cache->value();
    t.windows = m_windows->value();
    QStringList events;
    for (int i = 0; i < m_events->count(); ++i)
        events << m_events->item(i)->text();
    QString ignored;
    if (!TrafficConfig::parseEvents(events.join(QLatin1Char(',')), &t.events, &ignored))
        t.events.clear();
    t.algorithms.clear();
    for (int i = 0; i < m_algorithms->count(); ++i)
        if (m_algorithms->item(i)->checkState() == Qt::Checked)
            t.algorithms << m_algorithms->item(i)->data(Qt::UserRole).toString();
    return t;
}

void TrafficPage::setSettings(const ExperimentTraffic &t)
{
    m_model->setCurrentIndex(m_model->findData(int(t.model)));
    m_exponent->setValue(t.exponent);
    m_universe->setValue(int(t.universe));
    m_requests->setText(ringcore::NumberText::integer(t.requests));
    m_log->setText(t.logPath);
    m_cache->setValue(int(t.cacheObjects));
    m_windows->setValue(t.windows);
    m_events->clear();
    for (const ringcore::ScaleEvent &e : t.events) {
        auto *item = new QListWidgetItem(TrafficConfig::eventsText({e}), m_events);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
    }
    fillAlgorithms(t.algorithms);
    updateModelFields();
    m_autoReplay->stop(); // the controls were filled, not edited
}

QString TrafficPage::fieldError(const QString &field) const
{
    const QLabel *label = m_errors.value(field);
    return label && !label->isHidden() ? label->text() : QString();
}

void TrafficPage::updateModelFields()
{
    const auto model = TrafficConfig::Model(m_model->currentData().toInt());
    const bool log = model == TrafficConfig::Model::Log;
    m_exponent->setEnabled(model == TrafficConfig::Model::Zipf);
    m_universe->setEnabled(!log);
    m_requests->setEnabled(!log);
    m_log->setEnabled(log);
    m_browse->setEnabled(log);
}

void TrafficPage::chooseLog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Access log to replay"), m_log->text(),
                                                      tr("Access logs (*.log *.txt);;All files (*)"));
    if (!path.isEmpty())
        m_log->setText(path);
}

void TrafficPage::clearErrors()
{
    for (QLabel *label : std::as_const(m_errors)) {
        label->clear();
        label->setVisible(false);
    }
    updateOutdated();
}

void TrafficPage::showError(const QString &message)
{
    QLabel *label = m_errors.value(fieldOf(message));
    if (label) {
        label->setText(message);
        label->setVisible(true);
        m_status->setText(tr("Fix the settings marked in red, then replay."));
    } else {
        m_status->setText(message);
    }
    updateOutdated();
}

void TrafficPage::runClicked()
{
    clearErrors();
    // The events list is checked here (settings() drops a list it cannot read).
    QStringList events;
    for (int i = 0; i < m_events->count(); ++i)
        events << m_events->item(i)->text();
    QList<ringcore::ScaleEvent> parsed;
    QString error;
    if (!TrafficConfig::parseEvents(events.join(QLatin1Char(',')), &parsed, &error)) {
        showError(error);
        return;
    }
    ringcore::Experiment e = m_experiment;
    e.traffic = settings();
    if (e.traffic.model != TrafficConfig::Model::Log && e.traffic.requests < 1) {
        showError(tr("requests: \"%1\" is not a whole number (1 to %2)")
                      .arg(m_requests->text(), ringcore::NumberText::integer(TrafficConfig::kMaxRequests)));
        return;
    }
    if (!TrafficJob::validate(e, &error)) {
        showError(error);
        return;
    }
    const bool changed = !(e == m_experiment);
    m_experiment = e;
    recompute();
    if (changed)
        emit experimentEdited(e); // the experiment file saves the traffic settings
}

void TrafficPage::setExperiment(const ringcore::Experiment &experiment)
{
    if (m_haveExperiment && experiment == m_experiment)
        return;
    m_experiment = experiment;
    m_haveExperiment = true;
    // The default timeline removes and re-adds the server every removal defaults to
    // (127.0.0.1:9042, else the middle one), as the Compare page's removal table does.
    if (m_experiment.traffic.isDefault() && !m_experiment.servers.isEmpty()) {
        const int removed = ringcore::CompareAnalysis::defaultRemovedIndex(m_experiment.servers);
        m_experiment.traffic.events = ExperimentTraffic::defaultEvents(m_experiment.servers.at(removed).address);
    }
    setSettings(m_experiment.traffic);
    recompute();
}

void TrafficPage::recompute()
{
    if (!m_haveExperiment)
        return;
    clearErrors();
    QString error;
    if (!TrafficJob::validate(m_experiment, &error)) {
        m_job->stop();
        setOutdated(true);
        showError(error);
        return;
    }
    // toJson() leaves default traffic settings out; the key names them always.
    const QByteArray key =
        JobKey("traffic").add(m_experiment.toJson()).add(m_experiment.traffic.toJson()).result();
    if (m_job->serveCached(key))
        return;
    if (deferIfHidden()) {
        m_job->stop();
        setOutdated(true);
        return;
    }
    m_status->setText(tr("Replaying the traffic through %n algorithm(s)…", nullptr, int(m_experiment.traffic.algorithms.size())));
    setOutdated(true); // until this replay's results arrive
    const ringcore::Experiment e = m_experiment;
    m_job->start(key, [e](const JobControl &job) { return TrafficJob::run(e, job.progress(), job.cancelToken()); });
}

void TrafficPage::cancel()
{
    m_autoReplay->stop();
    m_job->cancel();
}

void TrafficPage::settingsEdited()
{
    // The replay is on its way before the banner is written: it said "Press Replay" although the
    // page replays by itself.
    m_autoReplay->start();
    setOutdated(true);
}

void TrafficPage::autoReplay()
{
    // Not while an event is being typed: its editor commits it (itemChanged) and that replays.
    if (m_events->currentIndex().isValid() && m_events->indexWidget(m_events->currentIndex())) {
        m_autoReplay->start();
        return;
    }
    runClicked();
    if (!m_job->isBusy() && !m_run.isEmpty() && m_run.settings == settings()
        && std::all_of(m_errors.cbegin(), m_errors.cend(), [](const QLabel *l) { return l->isHidden(); }))
        setOutdated(false); // the edit came back to the settings shown
}

void TrafficPage::setOutdated(bool outdated)
{
    m_outdated = outdated;
    updateOutdated();
}

void TrafficPage::updateOutdated()
{
    const bool show = resultsOutdated();
    if (show) {
        const bool errors =
            std::any_of(m_errors.cbegin(), m_errors.cend(), [](const QLabel *l) { return !l->isHidden(); });
        if (errors)
            m_outdatedLabel->setText(tr("Outdated: the results below are for the previous settings. Fix the settings "
                                        "marked in red to replay."));
        else if (m_job->isBusy() || m_autoReplay->isActive())
            m_outdatedLabel->setText(tr("Outdated: the results below are for the previous settings; replaying with "
                                        "the new settings…"));
        else
            m_outdatedLabel->setText(tr("Outdated: the results below are for the previous settings. Press Replay "
                                        "to replay the new ones."));
    }
    if (show)
        placeOutdatedBanner();
    m_outdatedLabel->setVisible(show);
    for (QWidget *w : std::initializer_list<QWidget *>{m_floor, m_busiest, m_charts, m_stormView})
        w->setEnabled(!show);
}

void TrafficPage::showRun(const TrafficRunData &result)
{
    const QString previous = m_run.algorithms.value(m_requestsFor->currentData().toInt(), QStringLiteral("nginx"));
    m_run = result;
    // Current unless the controls were edited since this replay started.
    setOutdated(!(result.settings == settings()) || m_autoReplay->isActive());
    {
        const QSignalBlocker block(m_requestsFor);
        m_requestsFor->clear();
        for (int i = 0; i < int(result.algorithms.size()); ++i)
            if (result.errors.value(i).isEmpty())
                m_requestsFor->addItem(tr("Requests per server: %1").arg(TrafficFigures::algorithmName(result.algorithms[i])), i);
        const int index = m_requestsFor->findData(int(result.algorithms.indexOf(previous)));
        m_requestsFor->setCurrentIndex(std::max(0, index));
    }
    m_busiest->setFigure(TrafficFigures::busiest(result));
    m_hitRatio->setFigure(TrafficFigures::hitRatio(result));
    showRequests();
    m_storms->setRun(result);
    m_stormNote->setVisible(m_storms->hasNoDip());
    QStringList failed;
    for (int i = 0; i < int(result.algorithms.size()); ++i)
        if (!result.errors.value(i).isEmpty())
            failed << tr("%1: %2").arg(TrafficFigures::algorithmName(result.algorithms[i]), result.errors[i]);
    if (result.cancelled)
        m_status->setText(tr("Cancelled: the charts show the algorithms replayed before."));
    else if (!failed.isEmpty())
        m_status->setText(failed.join(QStringLiteral("; ")));
    else
        m_status->setText(tr("%n algorithm(s) replayed.", nullptr, int(result.algorithms.size())));
    emit dataShown();
}

void TrafficPage::showRequests()
{
    const int algorithm = m_requestsFor->currentData().isValid() ? m_requestsFor->currentData().toInt() : m_run.firstValid();
    m_requestsPanel->setFigure(TrafficFigures::requests(m_run, algorithm));
    m_floor->setText(TrafficFigures::floorSentence(m_run, algorithm));
}

QList<Figure> TrafficPage::figures() const
{
    QList<Figure> out = TrafficFigures::all(m_run);
    for (Figure &f : out)
        f.experiment = m_experiment.toJson();
    return out;
}

RINGLAB_REGISTER_PAGE(55, TrafficPage)

} // namespace ringlab::gui
