#pragma once

#include "gui/export/figurecatalog.h"
#include "gui/page.h"

#include "ringcore/analysis/removalmatrix.h"
#include "ringcore/keys/keysample.h"

#include "gui/common/jobrunner.h"

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;

namespace ringlab::gui {

class FigureButton;
class HeatmapView;
class RemovalSummaryModel;

/// One side of the comparison: an algorithm and an optional weight given to every server.
struct RemovalConfig
{
    QString algorithm;
    int weight = 0; ///< 0: keep the experiment's weights
    QString label() const;
    QString shortLabel() const; ///< "haproxy, w1": where label() would not fit
};

/// Both matrices of the page, computed together so they share one colour scale.
struct RemovalPair
{
    RemovalConfig config[2];
    ringcore::RemovalMatrix matrix[2];
    qint64 keys = 0;      ///< keys routed per configuration
    qint64 keysAsked = 0; ///< the experiment's keys (more or fewer than routed: RemovalPage::keysFor)
    bool cancelled = false;
    ringcore::KeySample keySample() const { return ringcore::KeySample(keysAsked, keys); }
    /// Bytes held, roughly (the job cache's bound: two N×N matrices).
    qint64 bytes() const;
};

/// "Where do a dead server's keys go?": removal heatmaps for two configurations side by side
/// on one colour scale, with the per-row summary tables.
class RemovalPage : public Page, public FigureProvider
{
    Q_OBJECT
public:
    explicit RemovalPage(QWidget *parent = nullptr);
    ~RemovalPage() override;

    QString title() const override;
    void setExperiment(const ringcore::Experiment &experiment) override;
    QList<Figure> figures() const override;

    void setConfig(int side, const RemovalConfig &config);
    RemovalConfig config(int side) const;
    void recompute() override;
    void cancel();
    bool isBusy() const override { return m_job->isBusy(); }
    /// Results kept for settings seen before (bounded; see the constructor).
    const JobCache<RemovalPair> &cache() const { return m_job->cache(); }

    HeatmapView *heatmap(int side) const { return m_heatmap[side]; }
    RemovalSummaryModel *summary(int side) const { return m_summary[side]; }
    const RemovalPair &pair() const { return m_pair; }

    /// The keys the page routes for an experiment's `asked`: 1,000 to 200,000 (a heatmap of
    /// fewer says little; the seed's removal runs sent 200,000).
    static ringcore::KeySample keysFor(qint64 asked);
    static constexpr qint64 kMinKeys = 1000;
    static constexpr qint64 kMaxKeys = 200000;
    /// The exportable side-by-side figure for a pair.
    static Figure figure(const RemovalPair &pair);
    /// True when both matrices of a pair fit in memory (RemovalMatrixBuilder's estimate); else
    /// false with *error saying what is too large and what to lower. compute() checks it first.
    static bool checkMemory(const ringcore::Experiment &experiment, const RemovalConfig &left,
                            const RemovalConfig &right, qint64 keys, QString *error);
    /// Computes a pair (blocking; used by the page's worker and by ringlab-figure).
    static RemovalPair compute(const ringcore::Experiment &experiment, const RemovalConfig &left,
                               const RemovalConfig &right, qint64 keys,
                               const ringcore::Progress &progress = {},
                               const ringcore::CancelToken &cancel = ringcore::CancelToken());

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    /// The weight box's range and tooltip from the side's algorithm (AlgorithmInfo weights).
    void updateWeightRange(int side);
    void show(const RemovalPair &pair);
    QByteArray cacheKey() const;

    ringcore::Experiment m_experiment;
    bool m_haveExperiment = false;
    RemovalPair m_pair;

    QLabel *m_sideLabel[2];
    QComboBox *m_algorithm[2];
    QLabel *m_weightLabel[2];
    QSpinBox *m_weight[2];
    HeatmapView *m_heatmap[2];
    RemovalSummaryModel *m_summary[2];
    QTableView *m_table[2];
    QWidget *m_scale;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_cancelButton;
    FigureButton *m_export;
    JobRunner<RemovalPair> *m_job; ///< newest wins; results cached per experiment and sides
};

} // namespace ringlab::gui
