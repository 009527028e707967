#include "gui/compare/comparepage.h"

#include "gui/common/columnfitter.h"
#include "gui/common/jobkey.h"
#include "gui/compare/comparechart.h"

#include "gui/compare/compareremovalmodel.h"
#include "gui/compare/compareresultsmodel.h"
#include "gui/export/figurebutton.h"
#include "gui/chart/tablefigure.h"
#include "ringcore/core/numbertext.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace ringlab::gui {

namespace {
constexpr qint64 kRemovalKeys = 200000; // the seed's one-backend-down runs sent 200,000 keys

QTableView *makeView(QSortFilterProxyModel *proxy, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(-1, Qt::AscendingOrder); // keep the seed's order until the user sorts
    view->verticalHeader()->hide();
    ColumnFitter::install(view, 0); // the setting's or server's name takes spare width
    view->setAlternatingRowColors(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    return view;
}
} // namespace

ComparePage::ComparePage(QWidget *parent)
    : Page(parent)
    , m_results(new CompareResultsModel(this))
    , m_removal(new CompareRemovalModel(this))
    , m_resultsProxy(new QSortFilterProxyModel(this))
    , m_removalProxy(new QSortFilterProxyModel(this))
    , m_resultsLabel(new QLabel(this))
    , m_removalLabel(new QLabel(this))
    , m_resultsNote(new QLabel(this))
    , m_removedLabel(new QLabel(this))
    , m_removed(new QComboBox(this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancelButton(new QPushButton(this))
    , m_job(new JobRunner<ringcore::CompareTable>(this))
{
    // A table is a few kB (one row per setting): 32 of them.
    m_job->setCache(JobCacheLimits{32, 16ll << 20}, [](const ringcore::CompareTable &t) {
        return qint64(sizeof t) + qint64(t.rows.size()) * qint64(sizeof(ringcore::CompareRow) + 128)
             + qint64(t.removal.size()) * qint64(sizeof(ringcore::CompareRemovalRow) + 128);
    });
    m_job->onResult([this](const ringcore::CompareTable &table) { show(table); });
    m_job->showBusyOn(m_progress, m_cancelButton);
    connect(m_job, &JobRunnerBase::cancelled, this, [this] { m_status->setText(tr("Cancelled.")); });
    for (QSortFilterProxyModel *proxy : {m_resultsProxy, m_removalProxy})
        proxy->setSortRole(Qt::UserRole);
    m_resultsProxy->setSourceModel(m_results);
    m_removalProxy->setSourceModel(m_removal);
    m_resultsView = makeView(m_resultsProxy, this);
    m_removalView = makeView(m_removalProxy, this);
    QFont bold = m_resultsLabel->font();
    bold.setBold(true);
    m_resultsLabel->setFont(bold);
    m_removalLabel->setFont(bold);
    m_progress->setRange(0, 100);
    m_progress->setVisible(false);
    m_cancelButton->setVisible(false);
    connect(m_removed, &QComboBox::currentIndexChanged, this, [this] { recompute(); });

    auto *exportResults = new FigureButton(
        [this] {
            return TableFigure::fromModel(m_resultsProxy, QStringLiteral("compare-results"),
                                          tr("Spread of every algorithm"), resultsCaption(m_table, caption()));
        },
        this);
    auto *exportRemoval = new FigureButton(
        [this] {
            return TableFigure::fromModel(m_removalProxy, QStringLiteral("compare-removal"),
                                          tr("Removal of one server"), caption());
        },
        this);
    auto *top = new QHBoxLayout;
    top->addWidget(m_resultsLabel, 1);
    top->addWidget(exportResults);
    auto *middle = new QHBoxLayout;
    middle->addWidget(m_removalLabel, 1);
    middle->addWidget(m_removedLabel);
    middle->addWidget(m_removed);
    middle->addWidget(exportRemoval);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_progress);
    bottom->addWidget(m_cancelButton);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_resultsView, 3);
    m_resultsNote->setWordWrap(true);
    m_resultsNote->setVisible(false);
    layout->addWidget(m_resultsNote);
    layout->addLayout(middle);
    layout->addWidget(m_removalView, 2);
    layout->addLayout(bottom);
    retranslate();
}

ComparePage::~ComparePage() = default; // the runner cancels its job and waits for it

QString ComparePage::title() const
{
    return tr("Compare");
}

void ComparePage::setExperiment(const ringcore::Experiment &experiment)
{
    m_experiment = experiment;
    m_haveExperiment = true;
    const QString previous = m_removed->currentText();
    {
        const QSignalBlocker block(m_removed);
        m_removed->clear();
        for (const ringcore::Server &s : experiment.servers)
            m_removed->addItem(s.address);
        // The server chosen before, else the default that ringlab-cli compare and figure compare use too.
        int index = m_removed->findText(previous);
        if (index < 0)
            index = ringcore::CompareAnalysis::defaultRemovedIndex(experiment.servers);
        m_removed->setCurrentIndex(index);
    }
    recompute();
}

int ComparePage::removedIndex() const
{
    return m_removed->currentIndex();
}

void ComparePage::setRemovedIndex(int index)
{
    m_removed->setCurrentIndex(index);
}

ringcore::KeySample ComparePage::keysFor(qint64 asked)
{
    return ringcore::KeySample::bounded(asked, kMinKeys, kMaxKeys);
}

QString ComparePage::caption(const ringcore::Experiment &experiment, const ringcore::CompareTable &table)
{
    const QString caption = tr("%1 servers, %2 keys (seed %3); removal: %4 with the first %5 keys")
                                .arg(ringcore::NumberText::integer(experiment.servers.size()))
                                .arg(ringcore::NumberText::integer(table.keys))
                                .arg(experiment.seed)
                                .arg(table.removedAddress)
                                .arg(ringcore::NumberText::integer(table.removalKeys));
    const QString note = experimentNote(experiment);
    return note.isEmpty() ? caption : tr("%1. %2").arg(caption, note);
}

QString ComparePage::experimentNote(const ringcore::Experiment &experiment)
{
    // Where the table does not use the experiment as it stands, it says so (its numbers would
    // otherwise contradict the Numbers panel's).
    QStringList parts;
    bool weighted = false;
    for (const ringcore::Server &s : experiment.servers)
        weighted = weighted || (!s.down && s.weight != 1);
    if (weighted)
        parts << tr("Every row gives all servers one weight (1, or the weight its name gives): the experiment's own "
                    "weights are not used here; the Numbers panel and the Ring page use them.");
    const ringcore::KeySample sample = keysFor(experiment.keys);
    if (sample.isRaised())
        parts << tr("The experiment has %1 keys; Compare routes at least %2.")
                     .arg(ringcore::NumberText::integer(sample.asked()), ringcore::NumberText::integer(kMinKeys));
    else if (sample.isSample())
        parts << tr("The experiment has %1 keys; Compare routes the first %2 (a sample: the shares of the rest "
                    "follow the same hash).")
                     .arg(ringcore::NumberText::integer(sample.asked()), ringcore::NumberText::integer(sample.routed()));
    return parts.join(QLatin1Char(' '));
}

void ComparePage::recompute()
{
    if (!m_haveExperiment)
        return;
    const int removeIndex = removedIndex();
    const QByteArray key = JobKey("compare").add(m_experiment.toJson()).add(qint64(removeIndex)).result();
    if (m_job->serveCached(key))
        return;
    if (deferIfHidden()) {
        m_job->stop();
        return;
    }
    m_status->setText(tr("Routing keys through every algorithm…"));
    const ringcore::ServerList servers = m_experiment.servers;
    const qint64 keys = keysFor(m_experiment.keys).routed();
    const ringcore::KeySource source = ringcore::KeySource::generated(keys, m_experiment.seed);
    m_job->start(key, [=](const JobControl &job) {
        return ringcore::CompareAnalysis::compute(servers, source, std::min(keys, kRemovalKeys), removeIndex,
                                                  ringcore::CompareAnalysis::defaultSettings(), job.progress(),
                                                  job.cancelToken());
    });
}

void ComparePage::cancel()
{
    m_job->cancel();
}

void ComparePage::show(const ringcore::CompareTable &table)
{
    m_table = table;
    // The rows' names were written in the language of the computation (or of the cached result).
    relabel(m_table);
    m_results->setTable(m_table);
    m_removal->setTable(m_table);
    QStringList notes{CompareResultsModel::note(m_table), experimentNote(m_experiment)};
    notes.removeAll(QString());
    m_resultsNote->setText(notes.join(QLatin1Char('\n')));
    m_resultsNote->setVisible(!m_resultsNote->text().isEmpty());
    m_status->setText(tr("%n setting(s) compared.", nullptr, int(m_table.rows.size())));
    emit dataShown();
}

QString ComparePage::resultsCaption(const ringcore::CompareTable &table, const QString &caption)
{
    // The table's marks ("655†", "—") explained where the figure goes, not only on the page.
    const QString note = CompareResultsModel::note(table);
    return note.isEmpty() ? caption : tr("%1. %2").arg(caption, note);
}

QList<Figure> ComparePage::figures(const ringcore::CompareTable &table, const QString &caption,
                                   const ringcore::KeySample &sample)
{
    CompareResultsModel results;
    results.setTable(table);
    CompareRemovalModel removal;
    removal.setTable(table);
    QList<Figure> out;
    const Figure a = TableFigure::fromModel(&results, QStringLiteral("compare-results"), tr("Spread of every algorithm"),
                                            resultsCaption(table, caption));
    const Figure b = TableFigure::fromModel(&removal, QStringLiteral("compare-removal"), tr("Removal of one server"), caption);
    for (const Figure &f : {a, b})
        if (f.isValid())
            out.append(f);
    out << CompareChart::figures(table, caption);
    if (sample.asked() > 0 || sample.routed() > 0)
        for (Figure &f : out)
            sample.addTo(&f.parameters);
    return out;
}

QList<Figure> ComparePage::figures() const
{
    return figures(m_table, caption(), ringcore::KeySample(m_experiment.keys, m_table.keys));
}

void ComparePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (!m_table.rows.isEmpty())
            show(m_table); // the rows' names in the new language
    }
    Page::changeEvent(event);
}

void ComparePage::relabel(ringcore::CompareTable &table)
{
    const QList<ringcore::CompareSetting> settings = ringcore::CompareAnalysis::defaultSettings();
    const auto rename = [&settings](ringcore::CompareSetting &setting) {
        for (const ringcore::CompareSetting &s : settings)
            if (s.algorithm == setting.algorithm && s.options == setting.options && s.weight == setting.weight) {
                setting.label = s.label;
                return;
            }
    };
    for (ringcore::CompareRow &row : table.rows)
        rename(row.setting);
    for (ringcore::CompareRemovalRow &row : table.removal)
        rename(row.setting);
}

void ComparePage::retranslate()
{
    m_resultsLabel->setText(tr("Spread: every algorithm on the experiment's servers"));
    m_removalLabel->setText(tr("Removal of one server"));
    m_removedLabel->setText(tr("Removed:"));
    m_removed->setToolTip(tr("The server removed in the removal table (one of the experiment's enabled servers)"));
    m_cancelButton->setText(tr("Cancel"));
}

RINGLAB_REGISTER_PAGE(50, ComparePage)

} // namespace ringlab::gui
