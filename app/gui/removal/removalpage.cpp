#include "gui/removal/removalpage.h"

#include "gui/common/columnfitter.h"
#include "gui/common/jobkey.h"
#include "gui/chart/figuretext.h"

#include "gui/export/figurebutton.h"
#include "gui/removal/heatmappainter.h"
#include "gui/removal/heatmapview.h"
#include "gui/removal/removalsummarymodel.h"

#include "ringcore/core/numbertext.h"
#include "ringcore/rings/algorithmregistry.h"

#include "gui/common/elidingcombobox.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QLocale>
#include <QSpinBox>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace ringlab::gui {

namespace {

/// The colour bar between the two heatmaps.
class ScaleWidget : public QWidget
{
public:
    using QWidget::QWidget;
    double scaleMax = 0;
    QSize sizeHint() const override { return QSize(70, 300); }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        HeatmapPainter::paintScale(&painter, QRectF(rect()).adjusted(4, 0, 0, 0), scaleMax);
    }
};

ringcore::ServerList withWeight(ringcore::ServerList servers, int weight)
{
    if (weight > 0)
        for (ringcore::Server &s : servers)
            s.weight = weight;
    return servers;
}

} // namespace

QString RemovalConfig::label() const
{
    const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(algorithm);
    const QString name = info ? ringcore::AlgorithmRegistry::translatedDisplayName(*info) : algorithm;
    return weight > 0 ? QCoreApplication::translate("ringlab::gui::RemovalPage", "%1, weight %2").arg(name).arg(weight)
                      : name;
}

QString RemovalConfig::shortLabel() const
{
    // The registry's name ("nginx", "haproxy"): a panel's label where the display name would wrap.
    return weight > 0 ? QCoreApplication::translate("ringlab::gui::RemovalPage", "%1, w%2").arg(algorithm).arg(weight)
                      : algorithm;
}

RemovalPage::RemovalPage(QWidget *parent)
    : Page(parent)
    , m_scale(new ScaleWidget(this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancelButton(new QPushButton(this))
    , m_export(new FigureButton([this] { return figure(m_pair); }, this))
    , m_job(new JobRunner<RemovalPair>(this))
{
    // Two N×N matrices a result (16 MB at 1,000 servers): 8 results, 96 MiB at most.
    m_job->setCache(JobCacheLimits{8, 96ll << 20}, [](const RemovalPair &p) { return p.bytes(); });
    m_job->onResult([this](const RemovalPair &pair) { show(pair); });
    m_job->showBusyOn(m_progress, m_cancelButton);
    m_status->setObjectName(QStringLiteral("removalStatus"));
    m_status->setWordWrap(true); // a sample's note must not widen the window
    connect(m_job, &JobRunnerBase::cancelled, this, [this] { m_status->setText(tr("Cancelled.")); });
    auto *debounce = new QTimer(this);
    debounce->setSingleShot(true);
    debounce->setInterval(250);
    connect(debounce, &QTimer::timeout, this, &RemovalPage::recompute);

    auto *grid = new QGridLayout;
    for (int side = 0; side < 2; ++side) {
        m_sideLabel[side] = new QLabel(this);
        m_algorithm[side] = new ElidingComboBox(this);
        // Long algorithm names must not set the page's minimum width (two combos side by side;
        // with the tour open in German the window must still fit 1366 px). The heat map's title
        // names the algorithm in full.
        m_algorithm[side]->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        m_algorithm[side]->setMinimumContentsLength(8);
        for (const ringcore::AlgorithmInfo &info : ringcore::AlgorithmRegistry::all())
            m_algorithm[side]->addItem(info.displayName, info.name);
        m_weightLabel[side] = new QLabel(this);
        m_weight[side] = new QSpinBox(this);
        m_weight[side]->setObjectName(side == 0 ? QStringLiteral("leftWeight") : QStringLiteral("rightWeight"));
        m_heatmap[side] = new HeatmapView(this);
        m_summary[side] = new RemovalSummaryModel(this);
        auto *proxy = new QSortFilterProxyModel(this);
        proxy->setSourceModel(m_summary[side]);
        proxy->setSortRole(RemovalSummaryModel::RawRole);
        m_table[side] = new QTableView(this);
        m_table[side]->setModel(proxy);
        m_table[side]->setSortingEnabled(true);
        m_table[side]->verticalHeader()->hide();
        ColumnFitter::install(m_table[side], RemovalSummaryModel::Removed);
        m_table[side]->setTextElideMode(Qt::ElideMiddle); // "127.…:9042": the port tells them apart
        m_table[side]->setMaximumHeight(200);
        auto *row = new QHBoxLayout;
        row->addWidget(m_sideLabel[side]);
        row->addWidget(m_algorithm[side], 1);
        row->addWidget(m_weightLabel[side]);
        row->addWidget(m_weight[side]);
        const int column = side == 0 ? 0 : 2;
        grid->addLayout(row, 0, column);
        grid->addWidget(m_heatmap[side], 1, column);
        grid->addWidget(m_table[side], 2, column);
        connect(m_algorithm[side], &QComboBox::currentIndexChanged, this, [this, side, debounce] {
            updateWeightRange(side);
            debounce->start();
        });
        connect(m_weight[side], &QSpinBox::valueChanged, this, [debounce] { debounce->start(); });
    }
    grid->addWidget(m_scale, 1, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(2, 1);
    grid->setRowStretch(1, 1);
    m_weight[1]->setValue(1);
    m_algorithm[1]->setCurrentIndex(std::max(0, m_algorithm[1]->findData(QStringLiteral("haproxy"))));
    updateWeightRange(0);
    updateWeightRange(1);
    // Setting the initial values above started the debounce; nothing is asked for yet (a late
    // recompute would show the same result a second time).
    debounce->stop();

    m_progress->setRange(0, 100);
    m_progress->setVisible(false);
    m_cancelButton->setVisible(false);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_progress);
    bottom->addWidget(m_cancelButton);
    bottom->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(grid, 1);
    layout->addLayout(bottom);
    retranslate();
}

RemovalPage::~RemovalPage() = default; // the runner cancels its job and waits for it

QString RemovalPage::title() const
{
    return tr("Removal");
}

void RemovalPage::setExperiment(const ringcore::Experiment &experiment)
{
    m_experiment = experiment;
    m_haveExperiment = true;
    const QSignalBlocker block(m_algorithm[0]);
    const int index = m_algorithm[0]->findData(experiment.algorithm);
    if (index >= 0)
        m_algorithm[0]->setCurrentIndex(index);
    updateWeightRange(0);
    recompute();
}

void RemovalPage::setConfig(int side, const RemovalConfig &config)
{
    const QSignalBlocker a(m_algorithm[side]);
    const QSignalBlocker w(m_weight[side]);
    m_algorithm[side]->setCurrentIndex(m_algorithm[side]->findData(config.algorithm));
    updateWeightRange(side);
    m_weight[side]->setValue(config.weight);
}

void RemovalPage::updateWeightRange(int side)
{
    // The weights the side's algorithm accepts (HAProxy 0-256, jump only 1, nginx any int), from
    // its registry entry: the page knows no algorithm's limits itself.
    const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(m_algorithm[side]->currentData().toString());
    const int maximum = info ? info->maxWeight : 1;
    m_weight[side]->setRange(0, maximum);
    m_weight[side]->setToolTip(tr("Give every server this weight, %1 to %2 for this algorithm; \"as listed\" keeps the "
                                  "experiment's weights")
                                   .arg(QLocale().toString(info ? info->minWeight : 1), QLocale().toString(maximum)));
}

RemovalConfig RemovalPage::config(int side) const
{
    return RemovalConfig{m_algorithm[side]->currentData().toString(), m_weight[side]->value()};
}

QByteArray RemovalPage::cacheKey() const
{
    JobKey key("removal");
    key.add(m_experiment.toJson());
    for (int side = 0; side < 2; ++side)
        key.add(config(side).algorithm).add(qint64(config(side).weight));
    return key.result();
}

ringcore::KeySample RemovalPage::keysFor(qint64 asked)
{
    // The seed resent the first 200,000 keys in removal runs.
    return ringcore::KeySample::bounded(asked, kMinKeys, kMaxKeys);
}

qint64 RemovalPair::bytes() const
{
    qint64 total = sizeof(RemovalPair);
    for (const ringcore::RemovalMatrix &m : matrix) {
        for (const std::vector<double> &row : m.received)
            total += qint64(row.size() * sizeof(double)) + 32;
        total += qint64(m.addresses.size()) * 64 + qint64(m.share.size()) * 40;
    }
    return total;
}

bool RemovalPage::checkMemory(const ringcore::Experiment &experiment, const RemovalConfig &left,
                              const RemovalConfig &right, qint64 keys, QString *error)
{
    const auto bytes = [&](const ringcore::ServerList &servers) {
        double sum = 0;
        for (const RemovalConfig &config : {left, right})
            sum += ringcore::RemovalMatrixBuilder::estimateBytes(
                config.algorithm, withWeight(servers, config.weight),
                config.algorithm == experiment.algorithm ? experiment.options : ringcore::AlgorithmOptions(), keys);
        return sum;
    };
    return ringcore::RemovalMatrixBuilder::checkMemory(bytes, experiment.servers, 2, error);
}

RemovalPair RemovalPage::compute(const ringcore::Experiment &experiment, const RemovalConfig &left,
                                 const RemovalConfig &right, qint64 keys, const ringcore::Progress &progress,
                                 const ringcore::CancelToken &cancel)
{
    RemovalPair pair;
    pair.config[0] = left;
    pair.config[1] = right;
    pair.keys = keys;
    pair.keysAsked = std::max<qint64>(experiment.keys, 0);
    const ringcore::KeySource source = ringcore::KeySource::generated(keys, experiment.seed);
    // Both matrices are kept: check the two together before either is allocated.
    QString tooLarge;
    if (!checkMemory(experiment, left, right, keys, &tooLarge)) {
        pair.matrix[0].error = tooLarge;
        return pair;
    }
    for (int side = 0; side < 2; ++side) {
        const RemovalConfig &config = pair.config[side];
        // The experiment's options belong to its own algorithm; the other side uses defaults.
        const ringcore::AlgorithmOptions options =
            config.algorithm == experiment.algorithm ? experiment.options : ringcore::AlgorithmOptions();
        pair.matrix[side] = ringcore::RemovalMatrixBuilder::compute(
            config.algorithm, withWeight(experiment.servers, config.weight), options, source,
            [&](qint64 done, qint64 total) { progress(side * total + done, 2 * total); }, cancel);
        if (pair.matrix[side].cancelled || cancel.isCancelled()) {
            pair.cancelled = true;
            break;
        }
    }
    return pair;
}

void RemovalPage::recompute()
{
    if (!m_haveExperiment)
        return;
    const QByteArray key = cacheKey();
    if (m_job->serveCached(key))
        return;
    if (deferIfHidden()) {
        m_job->stop();
        return;
    }
    m_status->setText(tr("Removing each server in turn…"));
    const ringcore::Experiment experiment = m_experiment;
    const RemovalConfig left = config(0), right = config(1);
    const qint64 keys = keysFor(experiment.keys).routed();
    m_job->start(key, [=](const JobControl &job) {
        return compute(experiment, left, right, keys, job.progress(), job.cancelToken());
    });
}

void RemovalPage::cancel()
{
    m_job->cancel();
}

void RemovalPage::show(const RemovalPair &pair)
{
    m_pair = pair;
    const double scale = std::max({HeatmapPainter::maxValue(pair.matrix[0]), HeatmapPainter::maxValue(pair.matrix[1]), 1e-9});
    QStringList errors;
    for (int side = 0; side < 2; ++side) {
        m_heatmap[side]->setScaleMax(scale);
        m_heatmap[side]->setMatrix(pair.matrix[side], pair.config[side].label());
        m_summary[side]->setMatrix(pair.matrix[side]);
        if (!pair.matrix[side].error.isEmpty())
            errors << pair.matrix[side].error;
    }
    static_cast<ScaleWidget *>(m_scale)->scaleMax = scale;
    m_scale->update();
    const ringcore::KeySample sample = pair.keySample();
    if (!errors.isEmpty())
        m_status->setText(errors.join(QLatin1Char(' ')));
    else if (sample.isExact())
        m_status->setText(tr("%Ln key(s) per configuration; colour: fraction of the removed server's keys.", nullptr,
                             int(pair.keys)));
    else // a sample of the experiment's keys, or more than it has: said, not hidden
        //: %1 is a sentence such as "200,000 of 5,000,000 keys routed (a sample: …)."
        m_status->setText(tr("Per configuration: %1 Colour: fraction of the removed server's keys.").arg(sample.note()));
    emit dataShown();
}

Figure RemovalPage::figure(const RemovalPair &pair)
{
    if (pair.matrix[0].received.empty() && pair.matrix[1].received.empty())
        return {};
    Figure f;
    f.name = QStringLiteral("removal-heatmaps");
    f.title = tr("Where a removed server's keys go");
    // "1,000 keys", as the page writes it; "a sample of 200,000 of 5,000,000 keys" where the
    // experiment asks for more than the page routes.
    f.caption = tr("Left: %1; right: %2; %3 servers, %4")
                    .arg(FigureText::forPrint(pair.config[0].label()), FigureText::forPrint(pair.config[1].label()))
                    .arg(ringcore::NumberText::integer(pair.matrix[0].addresses.size()), pair.keySample().countText());
    f.parameters = QJsonObject{{QStringLiteral("left"), pair.config[0].algorithm},
                               {QStringLiteral("leftWeight"), pair.config[0].weight},
                               {QStringLiteral("right"), pair.config[1].algorithm},
                               {QStringLiteral("rightWeight"), pair.config[1].weight},
                               {QStringLiteral("keys"), double(pair.keys)}};
    pair.keySample().addTo(&f.parameters);
    // Long form: one row per cell that received keys.
    f.data.columns = {QStringLiteral("figure"), QStringLiteral("series"), QStringLiteral("removed"),
                      QStringLiteral("receiver"), QStringLiteral("fraction")};
    for (int side = 0; side < 2; ++side) {
        const ringcore::RemovalMatrix &m = pair.matrix[side];
        for (size_t r = 0; r < m.received.size(); ++r)
            for (size_t c = 0; c < m.received[r].size(); ++c)
                if (m.received[r][c] > 0)
                    f.data.rows.append({f.name, pair.config[side].label(), m.addresses.value(int(r)),
                                        m.addresses.value(int(c)), m.received[r][c]});
    }
    const double scale = std::max({HeatmapPainter::maxValue(pair.matrix[0]), HeatmapPainter::maxValue(pair.matrix[1]), 1e-9});
    const RemovalPair copy = pair;
    // Over a small panel, "Left: nginx" rather than the setting's long name (the caption has it).
    const QStringList labels{FigureText::forPrint(pair.config[0].label()), FigureText::forPrint(pair.config[1].label())};
    const QStringList shortLabels{tr("Left: %1").arg(pair.config[0].shortLabel()),
                                  tr("Right: %1").arg(pair.config[1].shortLabel())};
    f.paint = [copy, scale, labels, shortLabels](QPainter *painter, const QRectF &area) {
        HeatmapPainter::paintFigure(painter, area, {&copy.matrix[0], &copy.matrix[1]}, labels, scale, nullptr, shortLabels);
    };
    f.layout = [copy, scale, labels, shortLabels](QPainter *painter, const QRectF &area) {
        PaintedLayout layout;
        HeatmapPainter::paintFigure(painter, area, {&copy.matrix[0], &copy.matrix[1]}, labels, scale, &layout, shortLabels);
        return layout;
    };
    return f;
}

QList<Figure> RemovalPage::figures() const
{
    const Figure f = figure(m_pair);
    return f.isValid() ? QList<Figure>{f} : QList<Figure>{};
}

void RemovalPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // The heatmaps' titles and the footer are written when results are shown: again, in the
        // new language.
        if (!m_pair.matrix[0].received.empty() || !m_pair.matrix[1].received.empty())
            show(m_pair);
    }
    Page::changeEvent(event);
}

void RemovalPage::retranslate()
{
    m_sideLabel[0]->setText(tr("Left:"));
    m_sideLabel[1]->setText(tr("Right:"));
    for (int side = 0; side < 2; ++side) {
        m_weightLabel[side]->setText(tr("Weight:"));
        m_weight[side]->setSpecialValueText(tr("as listed"));
        updateWeightRange(side);
        m_algorithm[side]->setToolTip(tr("The algorithm of this side's heatmap"));
        for (int i = 0; i < m_algorithm[side]->count(); ++i)
            if (const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(m_algorithm[side]->itemData(i).toString()))
                m_algorithm[side]->setItemText(i, ringcore::AlgorithmRegistry::translatedDisplayName(*info));
    }
    m_cancelButton->setText(tr("Cancel"));
}

RINGLAB_REGISTER_PAGE(30, RemovalPage)

} // namespace ringlab::gui
