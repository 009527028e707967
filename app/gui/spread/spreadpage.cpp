#include "gui/spread/spreadpage.h"

#include "gui/export/figurepanel.h"
#include "gui/spread/spreadfigures.h"
#include "gui/spread/spreadjob.h"

#include "ringcore/math/theory.h"
#include "ringcore/sim/minpointssearch.h"
#include "ringcore/sim/spreadsweep.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTabBar>
#include <QTimer>
#include <QVBoxLayout>

namespace ringlab::gui {

namespace {
/// Largest k the simulated readout tries (the sweep charts stop far below).
constexpr int kNeededSearchLimit = 10'000'000;
} // namespace

SpreadPage::SpreadPage(QWidget *parent)
    : Page(parent)
    , m_serversLabel(new QLabel(this))
    , m_ringsLabel(new QLabel(this))
    , m_maxPointsLabel(new QLabel(this))
    , m_epsilonLabel(new QLabel(this))
    , m_servers(new QSpinBox(this))
    , m_rings(new QSpinBox(this))
    , m_maxPoints(new QComboBox(this))
    , m_epsilon(new QDoubleSpinBox(this))
    , m_needed(new QLabel(this))
    , m_shownFor(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancelButton(new QPushButton(this))
    , m_cv(new FigurePanel(this))
    , m_busiest(new FigurePanel(this))
    , m_quietest(new FigurePanel(this))
    , m_load(new FigurePanel(this))
    , m_chartTabs(new QTabBar(this))
    , m_job(new JobRunner<SpreadData>(this))
{
    setUpFields();
    buildLayout();
    connectJobs();
    retranslate();
    updateReadout();
}

SpreadPage::~SpreadPage() = default; // the runners cancel their jobs and wait for them

void SpreadPage::setUpFields()
{
    m_servers->setRange(int(ringcore::SpreadSweep::kServers.min), int(ringcore::SpreadSweep::kServers.max));
    m_servers->setValue(ringcore::SpreadSweep::kDefaultServers);
    m_rings->setRange(int(ringcore::SpreadSweep::kRings.min), int(ringcore::SpreadSweep::kRings.max));
    m_rings->setValue(ringcore::SpreadSweep::kDefaultRings);
    for (int k = 256; k <= 65536; k *= 2)
        m_maxPoints->addItem(QString(), k); // written in retranslate(), in the UI's notation
    m_maxPoints->setCurrentIndex(m_maxPoints->findData(ringcore::SpreadSweep::kDefaultMaxPoints));
    m_epsilon->setRange(ringcore::SpreadSweep::kEpsilon.min, ringcore::SpreadSweep::kEpsilon.max);
    m_epsilon->setDecimals(3);
    m_epsilon->setSingleStep(0.01);
    m_epsilon->setValue(ringcore::SpreadSweep::kDefaultEpsilon);
    m_needed->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_needed->setWordWrap(true); // a long readout must not widen the window past the screen
    m_shownFor->setObjectName(QStringLiteral("spreadChartsShow"));
    m_shownFor->setWordWrap(true);
    m_shownFor->setVisible(false);
    // A number typed digit by digit is one request, made on Enter or when the field is left (typing
    // 99999 started simulations for 9, 99, … and the charts kept the half-typed N); arrows still step.
    m_servers->setKeyboardTracking(false);
    m_rings->setKeyboardTracking(false);
    m_epsilon->setKeyboardTracking(false);
    m_progress->setRange(0, 100);
    m_progress->setVisible(false);
    m_cancelButton->setVisible(false);
    m_chartTabs->setObjectName(QStringLiteral("spreadChartSelector"));
    m_chartTabs->setExpanding(false);
    m_chartTabs->setDocumentMode(true);
    for (int i = 0; i < 4; ++i)
        m_chartTabs->addTab(QString());
    m_chartTabs->setVisible(false);
    connect(m_chartTabs, &QTabBar::currentChanged, this, &SpreadPage::showChosenCharts);
}

/// The fields and the readout in one row over the four charts (or the chart chosen by the tabs).
void SpreadPage::buildLayout()
{
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_serversLabel);
    controls->addWidget(m_servers);
    controls->addWidget(m_ringsLabel);
    controls->addWidget(m_rings);
    controls->addWidget(m_maxPointsLabel);
    controls->addWidget(m_maxPoints);
    controls->addSpacing(16);
    controls->addWidget(m_epsilonLabel);
    controls->addWidget(m_epsilon);
    controls->addWidget(m_needed, 1);
    controls->addWidget(m_progress);
    controls->addWidget(m_cancelButton);
    auto *grid = new QGridLayout;
    grid->addWidget(m_cv, 0, 0);
    grid->addWidget(m_busiest, 0, 1);
    grid->addWidget(m_quietest, 1, 0);
    grid->addWidget(m_load, 1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_shownFor);
    layout->addWidget(m_chartTabs);
    layout->addLayout(grid, 1);
}

/// Edits start the sweep and the readout's search (coalesced); their results, progress and Cancel.
void SpreadPage::connectJobs()
{
    // Edits are coalesced: a burst of spin-box steps starts one job.
    auto *debounce = new QTimer(this);
    debounce->setSingleShot(true);
    debounce->setInterval(250);
    connect(debounce, &QTimer::timeout, this, &SpreadPage::recompute);
    const auto later = [debounce] { debounce->start(); };
    connect(m_servers, &QSpinBox::valueChanged, this, later);
    connect(m_rings, &QSpinBox::valueChanged, this, later);
    connect(m_maxPoints, &QComboBox::currentIndexChanged, this, later);
    connect(m_epsilon, &QDoubleSpinBox::valueChanged, this, &SpreadPage::updateReadout);
    // The simulated readout follows N, ε and the rings per k, coalesced like the sweep.
    m_neededJob = new JobRunner<NeededResult>(this);
    m_neededDebounce = new QTimer(this);
    m_neededDebounce->setSingleShot(true);
    m_neededDebounce->setInterval(250);
    connect(m_neededDebounce, &QTimer::timeout, this, &SpreadPage::searchPointsNeeded);
    connect(m_servers, &QSpinBox::valueChanged, this, &SpreadPage::updateReadout);
    connect(m_rings, &QSpinBox::valueChanged, this, &SpreadPage::updateReadout);
    m_neededJob->onResult([this](const NeededResult &r) {
        // A search that ended without an answer is shown as such (it said "simulating…" for good).
        m_neededSim = r;
        updateReadout();
        emit pointsNeededShown();
    });
    // A sweep result is a few hundred kB (rings × settings); 16 of them at most, 64 MiB in all.
    m_job->setCache(JobCacheLimits{16, 64ll << 20}, [](const SpreadData &d) { return d.bytes(); },
                    [](const SpreadData &d) { return d.error.isEmpty(); });
    m_job->onResult([this](const SpreadData &data) { deliver(data); });
    m_job->showBusyOn(m_progress, m_cancelButton);
    connect(m_job, &JobRunnerBase::cancelled, this, [this] {
        m_sweepCancelled = true;
        updateChartsShow();
        emit statusMessage(tr("Spread computation cancelled."));
    });
    // Cancel stops the readout's search too; it then says so instead of "simulating…".
    connect(m_cancelButton, &QPushButton::clicked, this, &SpreadPage::stopPointsNeeded);
    connect(m_job, &JobRunnerBase::busyChanged, this, &SpreadPage::updateChartsShow);
    connect(m_servers, &QSpinBox::valueChanged, this, &SpreadPage::updateChartsShow);
    connect(m_rings, &QSpinBox::valueChanged, this, &SpreadPage::updateChartsShow);
    connect(m_maxPoints, &QComboBox::currentIndexChanged, this, &SpreadPage::updateChartsShow);
}

QString SpreadPage::title() const
{
    return tr("Spread");
}

void SpreadPage::setExperiment(const ringcore::Experiment &experiment)
{
    m_experiment = experiment;
    m_haveExperiment = true;
    const int enabled = int(ringcore::enabledIndices(experiment.servers).size());
    const QSignalBlocker block(m_servers);
    if (enabled >= 2)
        m_servers->setValue(enabled);
    recompute();
}

SpreadRequest SpreadPage::request() const
{
    SpreadRequest r;
    r.servers = m_servers->value();
    r.rings = m_rings->value();
    r.nearestRings = std::max(20, r.rings / 4);
    r.maxPoints = m_maxPoints->currentData().toInt();
    if (m_haveExperiment) {
        r.seed = m_experiment.seed;
        r.algorithm = m_experiment.algorithm;
        r.experimentServers = m_experiment.servers;
        r.options = m_experiment.options;
        r.setKeys(m_experiment.keys); // at most 2,000,000 (a chart needs no more), named a sample
        r.keySeed = m_experiment.seed;
    }
    return r;
}

void SpreadPage::recompute()
{
    const SpreadRequest req = request();
    const QByteArray key = req.key();
    if (m_job->serveCached(key))
        return;
    if (deferIfHidden()) {
        m_job->stop();
        return;
    }
    emit statusMessage(tr("Simulating ideal rings…"));
    m_sweepCancelled = false;
    updateChartsShow();
    m_job->start(key, [req](const JobControl &job) {
        return SpreadJob::run(req, job.progress(), job.cancelToken());
    });
}

void SpreadPage::deliver(const SpreadData &data)
{
    if (!data.error.isEmpty()) {
        emit statusMessage(data.error);
        m_cv->setPlaceholder(data.error);
        return;
    }
    show(data);
    emit statusMessage(tr("Spread: %n setting(s) simulated.", nullptr, int(data.next.size() + data.nearest.size())));
}

void SpreadPage::cancel()
{
    m_job->cancel();
    stopPointsNeeded();
}

void SpreadPage::stopPointsNeeded()
{
    if (!isSearchingPointsNeeded())
        return;
    if (m_neededDebounce)
        m_neededDebounce->stop();
    if (m_neededJob->isBusy())
        m_neededJob->cancel();
    NeededResult stopped;
    stopped.servers = m_servers->value();
    stopped.epsilon = m_epsilon->value();
    stopped.rings = m_rings->value();
    stopped.stopped = true;
    m_neededSim = stopped;
    updateReadout();
}

bool SpreadPage::isBusy() const
{
    return m_job->isBusy();
}

QList<Figure> SpreadPage::figures() const
{
    return SpreadFigures::all(m_data);
}

void SpreadPage::show(const SpreadData &data)
{
    m_data = data;
    // The markers' labels were written in the language of the computation (or of the cached
    // result): write them in the current one.
    SpreadJob::relabel(m_data);
    m_cv->setFigure(SpreadFigures::cv(m_data));
    m_busiest->setFigure(SpreadFigures::busiest(m_data));
    m_quietest->setFigure(SpreadFigures::quietest(m_data));
    const Figure load = SpreadFigures::load(m_data);
    m_load->setFigure(load);
    if (!load.isValid())
        m_load->setPlaceholder(data.loadError.isEmpty() ? tr("No experiment loaded") : data.loadError);
    m_sweepCancelled = false;
    updateReadout();
    updateChartsShow();
    emit dataShown();
}

void SpreadPage::updateReadout()
{
    const int n = m_servers->value();
    const double eps = m_epsilon->value();
    const long long model = SpreadFigures::pointsNeededTheory(n, eps);
    const double rule = ringcore::Theory::ruleOfThumbPoints(n, eps);
    const QString bound = QLocale().toString(1 + eps, 'f', 3);
    const QString modelText = model > 0 ? QLocale().toString(model) : tr("more than 100,000,000");
    const QString ruleText = QLocale().toString(qRound64(rule));
    const bool current = (m_neededSim.valid || m_neededSim.stopped) && m_neededSim.servers == n
                      && m_neededSim.epsilon == eps && m_neededSim.rings == m_rings->value();
    if (current && m_neededSim.stopped) {
        const QString why = m_neededSim.error.isEmpty() ? tr("search cancelled") : m_neededSim.error;
        m_needed->setText(tr("Busiest ≤ %1 in 95% of rings: %2 (gamma model k ≈ %3; rule of thumb 2 ln N/ε² = %4)")
                              .arg(bound, why, modelText, ruleText));
        return;
    }
    if (!current) {
        m_needed->setText(tr("Busiest ≤ %1 in 95% of rings: simulating… (gamma model k ≈ %2; rule of thumb 2 ln N/ε² = %3)")
                              .arg(bound, modelText, ruleText));
        if (m_neededDebounce)
            m_neededDebounce->start();
        return;
    }
    const QString simulated = m_neededSim.points > 0 ? QLocale().toString(m_neededSim.points)
                                                     : tr("more than %1").arg(QLocale().toString(kNeededSearchLimit));
    // A search over random rings: an estimate (other rings, such as the tour's own 200, give a k a few
    // per cent away), so "≈" and the number of rings it rests on.
    m_needed->setText(tr("Busiest ≤ %1 in 95% of rings needs k ≈ %2 points per server (estimated from %3 simulated "
                         "rings; gamma model ≈ %4; rule of thumb 2 ln N/ε² = %5)")
                          .arg(bound, simulated, QLocale().toString(m_neededSim.rings), modelText, ruleText));
}

void SpreadPage::updateChartsShow()
{
    // The charts keep the last finished sweep; say which one when the controls ask for another
    // (a cancelled run left N = 9 charts under a box reading 99,999).
    const SpreadRequest &shown = m_data.request;
    const bool other = !m_data.isEmpty()
                    && (shown.servers != m_servers->value() || shown.rings != m_rings->value()
                        || shown.maxPoints != m_maxPoints->currentData().toInt());
    if (!other) {
        m_shownFor->setVisible(false);
        return;
    }
    const QString settings = tr("N = %1, %2 rings per k, k up to %3")
                                 .arg(QLocale().toString(shown.servers), QLocale().toString(shown.rings),
                                      QLocale().toString(shown.maxPoints));
    m_shownFor->setText(m_sweepCancelled ? tr("Cancelled. The charts show the last finished simulation: %1.").arg(settings)
                        : m_job->isBusy() ? tr("Simulating the new settings; until then the charts show: %1.").arg(settings)
                                          : tr("The charts show: %1.").arg(settings));
    m_shownFor->setVisible(true);
}

bool SpreadPage::isSearchingPointsNeeded() const
{
    return (m_neededJob && m_neededJob->isBusy()) || (m_neededDebounce && m_neededDebounce->isActive());
}

void SpreadPage::searchPointsNeeded()
{
    ringcore::SimSetting base;
    base.servers = m_servers->value();
    base.rings = m_rings->value();
    base.rule = ringcore::LookupRule::Next;
    const double eps = m_epsilon->value();
    // Ideal next-point rings sample exactly as Dirichlet shares (O(N) per ring), so this stays quick;
    // a newer request makes it stale and stops it.
    m_neededJob->start([base, eps](const JobControl &job) {
        NeededResult out;
        out.servers = base.servers;
        out.epsilon = eps;
        out.rings = base.rings;
        const ringcore::MinPointsResult r =
            ringcore::MinPointsSearch::find(base, eps, 0.95, kNeededSearchLimit, job.cancelToken(), 1);
        if (r.cancelled || !r.error.isEmpty()) {
            out.stopped = true;
            out.error = r.cancelled ? QString() : r.error;
            return out;
        }
        out.points = r.points;
        out.valid = true;
        return out;
    });
}

void SpreadPage::setPresenterLayout(bool on)
{
    m_presenter = on;
    m_chartTabs->setVisible(on);
    showChosenCharts();
}

void SpreadPage::showChosenCharts()
{
    // Hidden panels take no room in the grid: the chosen one gets the whole of it.
    const QList<FigurePanel *> all = panels();
    for (int i = 0; i < all.size(); ++i)
        all[i]->setVisible(!m_presenter || i == m_chartTabs->currentIndex());
}

void SpreadPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (!m_data.isEmpty())
            show(m_data); // chart titles, series names and the markers' labels in the new language
    }
    Page::changeEvent(event);
}

void SpreadPage::retranslate()
{
    m_serversLabel->setText(tr("Servers (N):"));
    m_ringsLabel->setText(tr("Rings per k:"));
    m_maxPointsLabel->setText(tr("Up to k ="));
    m_epsilonLabel->setText(tr("ε:"));
    m_cancelButton->setText(tr("Cancel"));
    for (int i = 0; i < m_maxPoints->count(); ++i)
        m_maxPoints->setItemText(i, QLocale().toString(m_maxPoints->itemData(i).toInt())); // "4,096"
    m_chartTabs->setTabText(0, tr("Spread (CV)"));
    m_chartTabs->setTabText(1, tr("Busiest server"));
    m_chartTabs->setTabText(2, tr("Quietest server"));
    m_chartTabs->setTabText(3, tr("Per-server load"));
    m_servers->setToolTip(tr("Number of servers in the simulated ideal rings (2 to 100,000)"));
    m_rings->setToolTip(tr("Random rings simulated for every k (10 to 10,000); more rings, smoother curves"));
    m_maxPoints->setToolTip(tr("The largest number of points per server simulated (256 to 65,536)"));
    m_epsilon->setToolTip(tr("Allowed excess of the busiest server over a fair share (0.001 to 1: 0.1 = 10%)"));
    if (!m_cv->figure().isValid())
        m_cv->setPlaceholder(tr("Computing…"));
    updateReadout();
}

RINGLAB_REGISTER_PAGE(20, SpreadPage)

} // namespace ringlab::gui
