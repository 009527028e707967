#pragma once

#include "gui/export/figurecatalog.h"
#include "gui/page.h"

#include "ringcore/analysis/comparetable.h"

#include <QFutureWatcher>
#include <QHash>

#include <atomic>
#include <memory>

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
    bool isBusy() const override { return m_watcher != nullptr; }
    /// Server index removed for the removal table.
    int removedIndex() const;
    void setRemovedIndex(int index);

    CompareResultsModel *resultsModel() const { return m_results; }
    CompareRemovalModel *removalModel() const { return m_removal; }
    QSortFilterProxyModel *resultsProxy() const { return m_resultsProxy; }
    QSortFilterProxyModel *removalProxy() const { return m_removalProxy; }
    const ringcore::CompareTable &table() const { return m_table; }

    static QList<Figure> figures(const ringcore::CompareTable &table, const QString &caption);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void show(const ringcore::CompareTable &table);
    QString caption() const;

    ringcore::Experiment m_experiment;
    bool m_haveExperiment = false;
    ringcore::CompareTable m_table;
    QHash<QString, ringcore::CompareTable> m_cache;
    quint64 m_jobId = 0;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QFutureWatcher<ringcore::CompareTable> *m_watcher = nullptr;

    CompareResultsModel *m_results;
    CompareRemovalModel *m_removal;
    QSortFilterProxyModel *m_resultsProxy;
    QSortFilterProxyModel *m_removalProxy;
    QTableView *m_resultsView;
    QTableView *m_removalView;
    QLabel *m_resultsLabel;
    QLabel *m_removalLabel;
    QLabel *m_removedLabel;
    QComboBox *m_removed;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_cancelButton;
};

} // namespace ringlab::gui
