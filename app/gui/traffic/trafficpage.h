#pragma once

#include "gui/common/jobrunner.h"
#include "gui/export/figurecatalog.h"
#include "gui/page.h"
#include "gui/traffic/trafficjob.h"

class QBoxLayout;
class QScrollArea;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QTabWidget;
class QPushButton;
class QSpinBox;
class QTableView;
class QTimer;

namespace ringlab::gui {

class FigurePanel;
class TrafficStormModel;

/// Real traffic through scale events: a traffic model (uniform, Zipf, a replayed access log), an
/// LRU cache per server, a timeline of removals and additions, and the algorithms to compare.
/// Shows the busiest server by requests beside by keys and the hot-key floor, the requests per
/// server, the hit ratio over time with the events marked and the miss-storm table. Replays run
/// in the background (progress, Cancel); the settings are saved in the experiment file.
class TrafficPage : public Page, public FigureProvider
{
    Q_OBJECT
public:
    explicit TrafficPage(QWidget *parent = nullptr);
    ~TrafficPage() override;

    QString title() const override;
    void setExperiment(const ringcore::Experiment &experiment) override;
    QList<Figure> figures() const override;
    void recompute() override;
    void cancel();
    bool isBusy() const override { return m_job->isBusy(); }

    /// The settings as the controls hold them (without checking them).
    ringcore::ExperimentTraffic settings() const;
    /// Puts settings into the controls.
    void setSettings(const ringcore::ExperimentTraffic &settings);
    /// The error shown next to a field ("model", "cache", "events", "algorithms"; empty: none).
    QString fieldError(const QString &field) const;
    const TrafficRunData &run() const { return m_run; }
    TrafficStormModel *stormModel() const { return m_storms; }
    QPushButton *runButton() const { return m_runButton; }
    /// The results shown are not for the settings in the controls (or the experiment) any more:
    /// they are greyed out under a line saying so until the replay of the new settings arrives.
    bool resultsOutdated() const { return m_outdated && !m_run.isEmpty(); }

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // trafficpagelayout.cpp: the constructor's parts.
    void setUpJob();
    void setUpFields();
    void connectSettings();
    QScrollArea *buildSettings();
    QBoxLayout *buildStorms();
    QBoxLayout *buildResults();

    void retranslate();
    void updateModelFields();
    void showRun(const TrafficRunData &result);
    void showRequests();
    void clearErrors();
    void showError(const QString &message);
    void runClicked();
    void chooseLog();
    void fillAlgorithms(const QStringList &checked);
    QString caption() const;
    /// A setting was edited: the results are marked outdated and replayed after a short pause.
    void settingsEdited();
    void autoReplay();
    void setOutdated(bool outdated);
    void updateOutdated();
    /// Lays the "Outdated" line over the top of the results, as wide as they are.
    void placeOutdatedBanner();
    /// The status line as tall as the progress bar and Cancel shown beside it during a replay.
    void reserveStatusRow();
    /// The settings column: 290 px, or what its fields and labels need at a larger font
    /// (presenter mode), so that nothing is cut at its right edge.
    void fitSettingsWidth();
    /// The miss-storm table: its header and three rows at least, at any font (presenter mode).
    void fitStormsHeight();

    ringcore::Experiment m_experiment;
    bool m_haveExperiment = false;
    TrafficRunData m_run;

    QLabel *m_modelLabel, *m_exponentLabel, *m_universeLabel, *m_requestsLabel, *m_logLabel, *m_cacheLabel,
        *m_windowsLabel, *m_eventsLabel, *m_algorithmsLabel;
    QComboBox *m_model;
    QDoubleSpinBox *m_exponent;
    QSpinBox *m_universe;
    QLineEdit *m_requests;
    QLineEdit *m_log;
    QPushButton *m_browse;
    QSpinBox *m_cache;
    QSpinBox *m_windows;
    QListWidget *m_events;
    QPushButton *m_addEvent, *m_removeEvent;
    QListWidget *m_algorithms;
    QScrollArea *m_settingsScroll = nullptr;
    QPushButton *m_runButton;
    QMap<QString, QLabel *> m_errors; ///< field → its red error label

    QLabel *m_floor;
    QComboBox *m_requestsFor;
    FigurePanel *m_busiest, *m_requestsPanel, *m_hitRatio;
    QTabWidget *m_charts; ///< requests per server | hit ratio over time
    QLabel *m_stormsLabel;
    QLabel *m_stormNote;
    TrafficStormModel *m_storms;
    QTableView *m_stormView;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_cancelButton;
    QLabel *m_outdatedLabel; ///< over the top of m_resultsScroll, moving nothing
    QScrollArea *m_resultsScroll = nullptr;
    QTimer *m_autoReplay; ///< debounces the replay after an edit
    bool m_outdated = false;
    JobRunner<TrafficRunData> *m_job; ///< newest wins; runs cached per experiment
};

} // namespace ringlab::gui
