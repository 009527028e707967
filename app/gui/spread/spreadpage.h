#pragma once

#include "gui/export/figurecatalog.h"
#include "gui/page.h"
#include "gui/spread/spreaddata.h"

#include "gui/common/jobrunner.h"

class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QComboBox;
class QTabBar;

namespace ringlab::gui {

class FigurePanel;

/// "How many points do I need?": CV, busiest and quietest against points per server with the
/// theory and the real proxies' defaults, the ε readout, and the experiment's per-server load.
/// Sweeps run in the background (progress + Cancel), stale jobs are dropped by id, and results
/// are cached per setting.
class SpreadPage : public Page, public FigureProvider
{
    Q_OBJECT
public:
    explicit SpreadPage(QWidget *parent = nullptr);
    ~SpreadPage() override;

    QString title() const override;
    void setExperiment(const ringcore::Experiment &experiment) override;
    QList<Figure> figures() const override;

    /// The current request (from the controls and the experiment).
    SpreadRequest request() const;
    /// Starts (or serves from the cache) the computation of request().
    void recompute() override;
    void cancel();
    bool isBusy() const override;
    /// In presenter mode the four charts are shown one at a time, each on the whole page, chosen
    /// with a row of tabs: four charts with 14-entry legends on one 1366×768 screen at the
    /// presenter's font leave each legend a few pixels high.
    void setPresenterLayout(bool on) override;
    bool isPresenterLayout() const { return m_presenter; }
    /// The tabs choosing the chart in presenter mode (hidden otherwise).
    QTabBar *chartSelector() const { return m_chartTabs; }
    const SpreadData &data() const { return m_data; }
    int cacheSize() const { return m_job->cache().size(); }

    FigurePanel *cvPanel() const { return m_cv; }
    FigurePanel *busiestPanel() const { return m_busiest; }
    FigurePanel *quietestPanel() const { return m_quietest; }
    FigurePanel *loadPanel() const { return m_load; }
    QSpinBox *serversBox() const { return m_servers; }
    QSpinBox *ringsBox() const { return m_rings; }
    QComboBox *maxPointsBox() const { return m_maxPoints; }
    QDoubleSpinBox *epsilonBox() const { return m_epsilon; }
    QLabel *pointsNeededLabel() const { return m_needed; }
    QLabel *chartsShowLabel() const { return m_shownFor; }
    /// True while the simulated "points needed" search runs (tests wait for it).
    bool isSearchingPointsNeeded() const;

signals:
    /// Emitted when the simulated "points needed" readout is shown.
    void pointsNeededShown();

protected:
    void changeEvent(QEvent *event) override;

private:
    void setUpFields();
    void buildLayout();
    void connectJobs();
    void retranslate();
    void show(const SpreadData &data);
    void deliver(const SpreadData &data);
    void updateReadout();
    void updateChartsShow();
    void stopPointsNeeded(); ///< Cancel: the readout's search stops and says so
    void searchPointsNeeded();
    void showChosenCharts();
    QList<FigurePanel *> panels() const { return {m_cv, m_busiest, m_quietest, m_load}; }

    /// The simulated answer to "fewest k with busiest ≤ 1+ε in 95 % of rings" for one (N, ε, rings).
    struct NeededResult
    {
        int servers = 0;
        double epsilon = 0;
        int rings = 0;
        int points = 0; ///< 0: none up to the search limit
        bool valid = false;
        /// The search for these settings ended without an answer: cancelled, or refused with `error`.
        bool stopped = false;
        QString error;
    };
    NeededResult m_neededSim;
    JobRunner<NeededResult> *m_neededJob = nullptr;
    class QTimer *m_neededDebounce = nullptr;

    ringcore::Experiment m_experiment;
    bool m_haveExperiment = false;
    SpreadData m_data;

    QLabel *m_serversLabel, *m_ringsLabel, *m_maxPointsLabel, *m_epsilonLabel;
    QSpinBox *m_servers;
    QSpinBox *m_rings;
    QComboBox *m_maxPoints;
    QDoubleSpinBox *m_epsilon;
    QLabel *m_needed;
    QLabel *m_shownFor; ///< says which settings the charts show when they are not the controls'
    bool m_sweepCancelled = false; ///< the last sweep was cancelled: the charts show an older one
    QProgressBar *m_progress;
    QPushButton *m_cancelButton;
    FigurePanel *m_cv, *m_busiest, *m_quietest, *m_load;
    QTabBar *m_chartTabs;
    bool m_presenter = false;
    JobRunner<SpreadData> *m_job; ///< the sweeps, newest wins, results cached per request
};

} // namespace ringlab::gui
