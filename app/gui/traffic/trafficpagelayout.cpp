// TrafficPage's widgets: how they are set up, connected and laid out, fitted as the window and the
// language change, and their texts (the page's behaviour is in trafficpage.cpp).
#include "gui/traffic/trafficpage.h"

#include "gui/common/columnfitter.h"
#include "gui/export/figurebutton.h"
#include "gui/export/figurepanel.h"
#include "gui/chart/plotwidget.h"
#include "gui/traffic/trafficfigures.h"
#include "gui/traffic/trafficstormmodel.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
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

namespace ringlab::gui {

using ringcore::ExperimentTraffic;
using ringcore::TrafficConfig;

namespace {

QLabel *errorLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setStyleSheet(QStringLiteral("color: #c00000;"));
    label->setWordWrap(true);
    label->setVisible(false);
    return label;
}

} // namespace

/// The replay job: its cache of results, its busy display and what it does with a result.
void TrafficPage::setUpJob()
{
    m_job->setCache(JobCacheLimits{8, 64ll << 20}, [](const TrafficRunData &d) {
        qint64 bytes = qint64(sizeof d);
        for (const ringcore::TrafficResult &r : d.results)
            bytes += qint64(r.servers.size() * (sizeof(ringcore::ServerTrafficResult) + 64)
                            + r.windows.size() * sizeof(ringcore::TrafficWindow)
                            + r.events.size() * sizeof(ringcore::TrafficEventResult));
        return bytes;
    });
    m_job->onResult([this](const TrafficRunData &result) { showRun(result); });
    m_job->showBusyOn(m_progress, m_cancelButton);
    connect(m_job, &JobRunnerBase::cancelled, this, [this] { m_status->setText(tr("Cancelled.")); });
    connect(m_job, &JobRunnerBase::busyChanged, this, [this] { updateOutdated(); });
    connect(m_cancelButton, &QPushButton::clicked, this, &TrafficPage::cancel);
}

/// Names, ranges and fonts of the settings' fields, and their error labels.
void TrafficPage::setUpFields()
{
    // Stable names for tests and scripts.
    m_requests->setObjectName(QStringLiteral("requests"));
    m_log->setObjectName(QStringLiteral("log"));
    m_requestsFor->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_events->setObjectName(QStringLiteral("events"));
    m_algorithms->setObjectName(QStringLiteral("algorithms"));
    m_model->addItem(QString(), int(TrafficConfig::Model::Uniform));
    m_model->addItem(QString(), int(TrafficConfig::Model::Zipf));
    m_model->addItem(QString(), int(TrafficConfig::Model::Log));
    m_exponent->setRange(0.01, TrafficConfig::kMaxExponent);
    m_exponent->setDecimals(2);
    m_exponent->setSingleStep(0.1);
    m_universe->setRange(1, int(TrafficConfig::kMaxUniverse));
    m_universe->setGroupSeparatorShown(true);
    m_cache->setRange(1, int(TrafficConfig::kMaxCacheObjects));
    m_cache->setGroupSeparatorShown(true);
    m_windows->setRange(2, TrafficConfig::kMaxWindows);
    m_events->setSelectionMode(QAbstractItemView::SingleSelection);
    m_events->setMaximumHeight(96);
    m_algorithms->setMinimumHeight(120);
    // The column is 290 px: long display names ("HAProxy balance uri, hash-type consistent (2.6)")
    // wrap onto a second line rather than being cut at the list's edge.
    m_algorithms->setWordWrap(true);
    m_algorithms->setTextElideMode(Qt::ElideNone);
    m_algorithms->setResizeMode(QListView::Adjust);
    m_algorithms->setUniformItemSizes(false);
    m_algorithms->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    fillAlgorithms(ExperimentTraffic::defaultAlgorithms());
    for (QLabel *l : {m_modelLabel, m_cacheLabel, m_eventsLabel, m_algorithmsLabel}) {
        QFont bold = l->font();
        bold.setBold(true);
        l->setFont(bold);
    }
    for (const char *field : {"model", "cache", "events", "algorithms"})
        m_errors.insert(QLatin1String(field), errorLabel(this));
}

/// The settings' buttons and edits: an edited setting marks the results outdated and replays.
void TrafficPage::connectSettings()
{
    connect(m_model, &QComboBox::currentIndexChanged, this, [this] { updateModelFields(); });
    connect(m_browse, &QPushButton::clicked, this, &TrafficPage::chooseLog);
    connect(m_addEvent, &QPushButton::clicked, this, [this] {
        const QString address = m_experiment.servers.isEmpty() ? QStringLiteral("127.0.0.1:9001")
                                                                : m_experiment.servers.back().address;
        auto *item = new QListWidgetItem(QStringLiteral("remove %1@50%").arg(address), m_events);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        m_events->setCurrentItem(item);
        m_events->editItem(item);
    });
    connect(m_removeEvent, &QPushButton::clicked, this, [this] { delete m_events->currentItem(); });
    connect(m_runButton, &QPushButton::clicked, this, &TrafficPage::runClicked);

    // Issue 14 (F14): an edited setting replays by itself, like the other pages recompute, and
    // until the new results arrive the old ones are greyed out under a line saying they are for
    // the previous settings: the miss storms of another timeline never read as current.
    m_autoReplay->setSingleShot(true);
    m_autoReplay->setInterval(600);
    connect(m_autoReplay, &QTimer::timeout, this, &TrafficPage::autoReplay);
    connect(m_model, &QComboBox::currentIndexChanged, this, &TrafficPage::settingsEdited);
    connect(m_exponent, &QDoubleSpinBox::valueChanged, this, &TrafficPage::settingsEdited);
    connect(m_universe, &QSpinBox::valueChanged, this, &TrafficPage::settingsEdited);
    connect(m_cache, &QSpinBox::valueChanged, this, &TrafficPage::settingsEdited);
    connect(m_windows, &QSpinBox::valueChanged, this, &TrafficPage::settingsEdited);
    connect(m_requests, &QLineEdit::textEdited, this, [this] { setOutdated(true); });
    connect(m_requests, &QLineEdit::editingFinished, this, &TrafficPage::settingsEdited);
    connect(m_log, &QLineEdit::textEdited, this, [this] { setOutdated(true); });
    connect(m_log, &QLineEdit::editingFinished, this, &TrafficPage::settingsEdited);
    connect(m_log, &QLineEdit::textChanged, this, [this] {
        if (!m_log->hasFocus()) // Browse… fills it
            settingsEdited();
    });
    connect(m_events, &QListWidget::itemChanged, this, &TrafficPage::settingsEdited);
    connect(m_events->model(), &QAbstractItemModel::rowsInserted, this, &TrafficPage::settingsEdited);
    connect(m_events->model(), &QAbstractItemModel::rowsRemoved, this, &TrafficPage::settingsEdited);
    connect(m_algorithms, &QListWidget::itemChanged, this, &TrafficPage::settingsEdited);
    m_outdatedLabel->setObjectName(QStringLiteral("trafficOutdated"));
    m_outdatedLabel->setWordWrap(true);
    m_outdatedLabel->setStyleSheet(QStringLiteral("QLabel { background: #fff3cd; color: #5c4400; padding: 3px; }"));
    m_outdatedLabel->hide();
}

/// The settings column: a narrow column that scrolls when the window is short.
QScrollArea *TrafficPage::buildSettings()
{
    auto *settingsWidget = new QWidget;
    auto *form = new QVBoxLayout(settingsWidget);
    form->setContentsMargins(0, 0, 6, 0);
    auto *modelForm = new QFormLayout;
    modelForm->addRow(m_modelLabel, m_model);
    modelForm->addRow(m_exponentLabel, m_exponent);
    modelForm->addRow(m_universeLabel, m_universe);
    modelForm->addRow(m_requestsLabel, m_requests);
    auto *logRow = new QHBoxLayout;
    logRow->addWidget(m_log, 1);
    logRow->addWidget(m_browse);
    modelForm->addRow(m_logLabel, logRow);
    form->addLayout(modelForm);
    form->addWidget(m_errors.value(QStringLiteral("model")));
    auto *cacheForm = new QFormLayout;
    cacheForm->addRow(m_cacheLabel, m_cache);
    cacheForm->addRow(m_windowsLabel, m_windows);
    form->addLayout(cacheForm);
    form->addWidget(m_errors.value(QStringLiteral("cache")));
    form->addWidget(m_eventsLabel);
    form->addWidget(m_events);
    auto *eventButtons = new QHBoxLayout;
    eventButtons->addWidget(m_addEvent);
    eventButtons->addWidget(m_removeEvent);
    eventButtons->addStretch(1);
    form->addLayout(eventButtons);
    form->addWidget(m_errors.value(QStringLiteral("events")));
    form->addWidget(m_algorithmsLabel);
    form->addWidget(m_algorithms, 1);
    form->addWidget(m_errors.value(QStringLiteral("algorithms")));
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(settingsWidget);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_settingsScroll = scroll;
    fitSettingsWidth();
    return scroll;
}

/// The miss-storm table with its title, note and export button, across the page's width.
QBoxLayout *TrafficPage::buildStorms()
{
    m_floor->setWordWrap(true);
    m_floor->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_stormView->setModel(m_storms);
    m_stormView->verticalHeader()->hide();
    m_stormView->setAlternatingRowColors(true);
    m_stormView->setSelectionBehavior(QAbstractItemView::SelectRows);
    // The algorithms' display names are the long texts: they give up width first (elided, whole in
    // the tooltip), so that the events stay whole (German ":9042 bei 30 % entfernen").
    ColumnFitter::install(m_stormView, TrafficStormModel::Algorithm)->setElidable({TrafficStormModel::Event});
    // Its header wraps its titles to the columns' widths: the table's least height follows it.
    connect(m_stormView->horizontalHeader(), &QHeaderView::geometriesChanged, this, &TrafficPage::fitStormsHeight);
    connect(m_stormView->horizontalHeader(), &QHeaderView::sectionResized, this,
            [this] { QMetaObject::invokeMethod(this, &TrafficPage::fitStormsHeight, Qt::QueuedConnection); });
    QFont bold = m_stormsLabel->font();
    bold.setBold(true);
    m_stormsLabel->setFont(bold);
    connect(m_requestsFor, &QComboBox::currentIndexChanged, this, [this] { showRequests(); });
    auto *exportStorms = new FigureButton([this] { return TrafficFigures::storms(m_run); }, this);
    auto *stormsBox = new QVBoxLayout;
    auto *stormsHead = new QHBoxLayout;
    stormsHead->addWidget(m_stormsLabel);
    // What "—" in the Storm length column means, shown when a row has it. One short line: a
    // wrapping label here made the table's row take height from the charts above it.
    m_stormNote->setObjectName(QStringLiteral("stormNote"));
    m_stormNote->hide();
    stormsHead->addWidget(m_stormNote, 1);
    stormsHead->addWidget(exportStorms);
    stormsBox->addLayout(stormsHead);
    stormsBox->addWidget(m_stormView, 1);
    return stormsBox;
}

/// The results: the summary line, the busiest-server chart beside the requests and hit-ratio
/// tabs, scrolled, with the status line and progress under them.
QBoxLayout *TrafficPage::buildResults()
{
    auto *requestsWidget = new QWidget;
    auto *requestsBox = new QVBoxLayout(requestsWidget);
    requestsBox->setContentsMargins(0, 0, 0, 0);
    requestsBox->addWidget(m_requestsFor, 0, Qt::AlignLeft);
    requestsBox->addWidget(m_requestsPanel, 1);
    // The requests per server and the hit ratio over time share the top right as tabs, and the
    // miss-storm table (nine columns) has the page's whole width below the settings and the charts:
    // at 1366×768 with the Experiment dock, half of the results' width cut and elided its columns,
    // and the whole results' width still cut the German titles.
    m_charts->setObjectName(QStringLiteral("trafficCharts"));
    // Every tab title whole: the tab bar asks for its full width instead of scrolling a cut
    // title ("Trefferquote im Zeitve…" in German).
    m_charts->tabBar()->setUsesScrollButtons(false);
    m_charts->tabBar()->setElideMode(Qt::ElideNone);
    m_charts->addTab(requestsWidget, QString());
    m_charts->addTab(m_hitRatio, QString());
    // The charts ask for no more height than their minimum: the results scroll area lays out its
    // content (which wraps text) at its preferred height, and the default 320 px chart pushed the
    // legends below the viewport at 1366×768 (zh_CN most, issue 14). Asking for less, the content
    // fits the viewport and the charts still take all of its height.
    for (FigurePanel *panel : {m_busiest, m_requestsPanel, m_hitRatio})
        panel->plotWidget()->setPreferredSize(panel->plotWidget()->minimumSizeHint());
    auto *grid = new QGridLayout;
    grid->addWidget(m_busiest, 0, 0);
    grid->addWidget(m_charts, 0, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_progress);
    bottom->addWidget(m_cancelButton);
    auto *right = new QVBoxLayout;
    right->addWidget(m_floor);
    right->addLayout(grid, 1);
    // The results scroll rather than widen the window: with the tour's dock open the main window
    // must still fit 1366 px (tst_teaching::ringPageFitsWithTheTourOpen), and a hidden page's
    // minimum width counts too.
    auto *results = new QWidget;
    results->setLayout(right);
    auto *resultsScroll = new QScrollArea;
    resultsScroll->setWidgetResizable(true);
    resultsScroll->setFrameShape(QFrame::NoFrame);
    resultsScroll->setWidget(results);
    // The "Outdated" line lies over the top of the results (the summary line, as outdated as the
    // charts) instead of taking a row above them: as a row it pushed the faded charts and the
    // storm table down about 25 px on every edit and back up when the replay arrived.
    m_resultsScroll = resultsScroll;
    m_outdatedLabel->setParent(resultsScroll);
    resultsScroll->viewport()->installEventFilter(this);
    // The status line and progress stay under the scrolled results, never cut by their scroll
    // area (issue 14: a zh_CN status line was half hidden below the charts).
    auto *resultsColumn = new QVBoxLayout;
    resultsColumn->addWidget(resultsScroll, 1);
    resultsColumn->addLayout(bottom);
    return resultsColumn;
}

void TrafficPage::placeOutdatedBanner()
{
    // Across the top of the results' viewport (not scrolling with them), as tall as its text
    // wrapped to that width.
    if (!m_resultsScroll)
        return;
    const QRect viewport = m_resultsScroll->viewport()->geometry();
    m_outdatedLabel->setGeometry(viewport.left(), viewport.top(), viewport.width(),
                                 std::min(viewport.height(), m_outdatedLabel->heightForWidth(viewport.width())));
    m_outdatedLabel->raise();
}

void TrafficPage::reserveStatusRow()
{
    // The progress bar and Cancel appear beside the status line during a replay: the line is as
    // tall as they are, so the row under the results keeps its height and the charts their size
    // (they shrank by 13 px at every replay and grew back after it).
    m_status->setMinimumHeight(std::max(m_progress->sizeHint().height(), m_cancelButton->sizeHint().height()));
}

bool TrafficPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_resultsScroll->viewport() && event->type() == QEvent::Resize)
        placeOutdatedBanner();
    return Page::eventFilter(watched, event);
}

void TrafficPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    // A new font or language: the labels and fields ask for another width once they have it.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) {
        QMetaObject::invokeMethod(this, &TrafficPage::fitSettingsWidth, Qt::QueuedConnection);
        QMetaObject::invokeMethod(this, &TrafficPage::fitStormsHeight, Qt::QueuedConnection);
        QMetaObject::invokeMethod(this, &TrafficPage::placeOutdatedBanner, Qt::QueuedConnection);
        QMetaObject::invokeMethod(this, &TrafficPage::reserveStatusRow, Qt::QueuedConnection);
    }
    Page::changeEvent(event);
}

void TrafficPage::fitStormsHeight()
{
    // The miss-storm table keeps its header and kStormRows rows in view; the charts above give up
    // the height (their scroll area scrolls). In presenter mode at 1366×768 the 1:3 share left it
    // its three-line header and not one row.
    constexpr int kStormRows = 3;
    const int row = std::max(m_stormView->verticalHeader()->defaultSectionSize(), m_stormView->fontMetrics().height() + 6);
    const int header = std::max(m_stormView->horizontalHeader()->height(), m_stormView->horizontalHeader()->sizeHint().height());
    const QScrollBar *bar = m_stormView->horizontalScrollBar();
    const int height = 2 * m_stormView->frameWidth() + header + kStormRows * row + (bar->isVisible() ? bar->height() : 0);
    if (m_stormView->minimumHeight() != height)
        m_stormView->setMinimumHeight(height);
}

void TrafficPage::fitSettingsWidth()
{
    // Room for the vertical scroll bar too, which shows when the storm table below leaves the
    // settings less than their height.
    QWidget *settings = m_settingsScroll->widget();
    const int needed = std::max(290, settings->minimumSizeHint().width());
    m_settingsScroll->setFixedWidth(needed + m_settingsScroll->verticalScrollBar()->sizeHint().width());
}

void TrafficPage::retranslate()
{
    m_modelLabel->setText(tr("Traffic model:"));
    m_model->setItemText(0, tr("Uniform"));
    m_model->setItemText(1, tr("Zipf"));
    m_model->setItemText(2, tr("Replay an access log"));
    m_model->setToolTip(tr("Uniform: every key equally popular. Zipf: key k requested in proportion to k^-s. An access "
                           "log (nginx combined, HAProxy's HTTP log, or one path per line) is replayed in order."));
    m_exponentLabel->setText(tr("Zipf s:"));
    m_exponent->setToolTip(tr("The Zipf exponent s, above 0 and at most %1").arg(TrafficConfig::kMaxExponent));
    m_universeLabel->setText(tr("Keys U:"));
    m_universe->setToolTip(tr("Keys in the universe, 1 to %1").arg(ringcore::NumberText::integer(TrafficConfig::kMaxUniverse)));
    m_requestsLabel->setText(tr("Requests R:"));
    m_requests->setToolTip(tr("Requests to replay, 1 to %1").arg(ringcore::NumberText::integer(TrafficConfig::kMaxRequests)));
    m_logLabel->setText(tr("Log:"));
    m_log->setToolTip(tr("The access log to replay: nginx combined, HAProxy's default HTTP log, or one path per line "
                         "(read as a stream; a line that is none of these is refused with its number)"));
    m_requestsFor->setToolTip(tr("The algorithm whose requests per server the chart below shows"));
    m_browse->setText(tr("Browse…"));
    m_cacheLabel->setText(tr("Cache per server:"));
    m_cache->setSuffix(tr(" objects"));
    m_cache->setToolTip(tr("LRU capacity of each server's cache, 1 to %1 objects")
                            .arg(ringcore::NumberText::integer(TrafficConfig::kMaxCacheObjects)));
    m_windowsLabel->setText(tr("Time windows:"));
    m_windows->setToolTip(tr("The hit ratio over time is measured in this many equal windows of requests (2 to %1)")
                              .arg(TrafficConfig::kMaxWindows));
    m_eventsLabel->setText(tr("Timeline of events:"));
    m_events->setToolTip(tr("One event a line, edited in place: \"remove ADDRESS@30%\" takes a server out when 30% of "
                            "the requests are sent; \"add ADDRESS@60%\" puts it back or adds a new one (add "
                            "ADDRESS=WEIGHT@P% for a weight)."));
    m_addEvent->setText(tr("Add event"));
    m_removeEvent->setText(tr("Remove event"));
    m_algorithmsLabel->setText(tr("Algorithms to compare:"));
    for (int i = 0; i < m_algorithms->count(); ++i) {
        QListWidgetItem *item = m_algorithms->item(i);
        if (const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(item->data(Qt::UserRole).toString())) {
            // Named as on every other page (issue 14, r15 F15); the tooltip says what it is.
            item->setText(ringcore::AlgorithmRegistry::translatedDisplayName(*info));
            item->setToolTip(ringcore::AlgorithmRegistry::translatedDisplayName(*info) + QStringLiteral("\n")
                             + ringcore::AlgorithmRegistry::translatedDescription(*info));
        }
    }
    m_runButton->setText(tr("Replay"));
    m_stormsLabel->setText(tr("Miss storms"));
    m_stormNote->setText(TrafficStormModel::noDipNote());
    m_charts->setTabText(0, tr("Requests per server"));
    m_charts->setTabText(1, tr("Hit ratio over time"));
    m_cancelButton->setText(tr("Cancel"));
    m_busiest->setPlaceholder(tr("Replaying…"));
    m_requestsPanel->setPlaceholder(tr("Replaying…"));
    m_hitRatio->setPlaceholder(tr("Replaying…"));
    if (!m_run.algorithms.isEmpty()) {
        const bool outdated = m_outdated;
        showRun(m_run);
        setOutdated(outdated);
    }
}

} // namespace ringlab::gui
