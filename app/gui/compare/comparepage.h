#pragma once

#include "ringcore/keys/keysample.h"

#include "gui/export/figurecatalog.h"
#include "gui/page.h"

#include "ringcore/analysis/comparetable.h"

#include "gui/common/jobrunner.h"

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace ringlab::gui {

class CompareRemovalModel;
class CompareResultsModel;

/// The seed's results table computed live for the experiment's servers, extended with every
/// registered algorithm, plus the removal table. Sortable, exportable.
class ComparePage : public Page, public FigureProvider
{
    Q_OBJECT
public:
    explicit ComparePage(QWidget *parent = nullptr);
    ~ComparePage() override;

    QString title() const override;
    void setExperiment(const ringcore::Experiment &experiment) override;
    QList<Figure> figures() const override;

    void recompute() override;
    void cancel();
    bool isBusy() const override { return m_job->isBusy(); }
    /// Tables kept for settings seen before (bounded; see the constructor).
    const JobCache<ringcore::CompareTable> &cache() const { return m_job->cache(); }
    /// Server index removed for the removal table.
    int removedIndex() const;
    void setRemovedIndex(int index);

    CompareResultsModel *resultsModel() const { return m_results; }
    CompareRemovalModel *removalModel() const { return m_removal; }
    QSortFilterProxyModel *resultsProxy() const { return m_resultsProxy; }
    QSortFilterProxyModel *removalProxy() const { return m_removalProxy; }
    const ringcore::CompareTable &table() const { return m_table; }

    /// The page's figures; `sample` (when given) goes into each figure's JSON parameters.
    static QList<Figure> figures(const ringcore::CompareTable &table, const QString &caption,
                                 const ringcore::KeySample &sample = {});
    /// The keys the page routes for an experiment's `asked`: 1,000 to 1,000,000 (fewer say
    /// nothing about a spread over 100 servers; more take long for every algorithm).
    static ringcore::KeySample keysFor(qint64 asked);
    static constexpr qint64 kMinKeys = 1000;
    static constexpr qint64 kMaxKeys = 1000000;
    /// The figures' caption for a table computed from an experiment, with experimentNote().
    static QString caption(const ringcore::Experiment &experiment, const ringcore::CompareTable &table);
    /// What the tables do not take from the experiment (its weights, too few or too many keys);
    /// empty if nothing.
    static QString experimentNote(const ringcore::Experiment &experiment);
    /// The results figure's caption: the page's caption and the note explaining the table's marks.
    static QString resultsCaption(const ringcore::CompareTable &table, const QString &caption);
    QLabel *resultsNote() const { return m_resultsNote; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void show(const ringcore::CompareTable &table);
    /// Names table's rows in the current language (the default settings' labels).
    static void relabel(ringcore::CompareTable &table);
    QString caption() const { return caption(m_experiment, m_table); }

    ringcore::Experiment m_experiment;
    bool m_haveExperiment = false;
    ringcore::CompareTable m_table;

    CompareResultsModel *m_results;
    CompareRemovalModel *m_removal;
    QSortFilterProxyModel *m_resultsProxy;
    QSortFilterProxyModel *m_removalProxy;
    QTableView *m_resultsView;
    QTableView *m_removalView;
    QLabel *m_resultsLabel;
    QLabel *m_removalLabel;
    QLabel *m_resultsNote; ///< what "655†" and "—" in the Points column mean
    QLabel *m_removedLabel;
    QComboBox *m_removed;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_cancelButton;
    JobRunner<ringcore::CompareTable> *m_job; ///< newest wins; tables cached per experiment and removal
};

} // namespace ringlab::gui
