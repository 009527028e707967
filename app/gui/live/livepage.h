#pragma once

#include "gui/export/figurecatalog.h"
#include "gui/live/liverunform.h"
#include "gui/live/mappingtail.h"
#include "gui/live/runcomparebox.h"
#include "gui/page.h"

#include "ringcore/live/liverunconfig.h"
#include "ringcore/live/liverunresult.h"
#include "ringcore/live/liverunstatus.h"

#include "gui/common/jobrunner.h"
#include "ringcore/live/livepredictor.h"

#include <QDateTime>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QScrollArea;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTableWidget;
class QTimer;

namespace ringcore {
class LiveRunThread;
}

namespace ringlab::gui {

class BackendBarsView;
class FigureButton;

/// Live runs through a registered real system (SystemRegistry), chosen in the run form
/// (LiveRunForm): start and cancel, progress with rate and ETA, keys per backend and the running
/// busiest/CV (throttled to a few updates a second), the proxy's log, the validity rules as they
/// pass or fail, the port agreement with the mismatches, and the remap between two runs
/// (RunCompareBox).
class LivePage : public Page, public FigureProvider
{
    Q_OBJECT
public:
    /// A checklist line as shown: a number stays on the line of the words around it ("is 200
    /// from", "后端的 200": no-break spaces), so a wrap never leaves "200" alone on a line.
    static QString keepNumbersWithWords(const QString &line);
    explicit LivePage(QWidget *parent = nullptr);
    ~LivePage() override;

    QString title() const override;
    void setExperiment(const ringcore::Experiment &experiment) override;
    QList<Figure> figures() const override;

    /// The run the controls describe (outDir is a fresh folder under the app data location).
    ringcore::LiveRunConfig config() const { return m_form->config(); }
    /// Starts a run on the run thread; false + *error when the controls or the config are invalid.
    /// A start that fails later (a program missing, a port taken) is shown in the log and the
    /// status bar and ends with startFailed(); nothing is left running then.
    bool start(const ringcore::LiveRunConfig &config, QString *error);
    void cancel();
    bool isRunning() const;
    /// Ids of the processes the current run started (empty before they are up and after the run).
    QList<qint64> processIds() const;
    /// The run on screen: the last one that measured something. A run that fails to start (or is
    /// cancelled or stopped before any key was answered) does not replace it: the page shows the
    /// previous run again, labelled as such (showsPreviousRun()).
    const ringcore::LiveRunResult &lastResult() const { return m_result; }
    QString lastRunDir() const { return m_runDir; }
    /// True while the results on screen are the previous run's because the run started after it
    /// ended without measuring anything (it failed to start, or was cancelled before any answer).
    bool showsPreviousRun() const { return m_newRunLost.has_value(); }
    /// The line that says so ("Previous run (nginx, 14:02): the new HAProxy run failed to start:
    /// …"); empty while the results on screen are the last run's own.
    QString previousRunLabel() const;

    // Access for tests and the benchmark.
    LiveRunForm *runForm() const { return m_form; }
    RunCompareBox *compareBox() const { return m_compare; }
    QScrollArea *formColumn() const { return m_leftScroll; }
    QComboBox *proxyBox() const { return m_form->proxyBox(); }
    QSpinBox *concurrencyBox() const { return m_form->concurrencyBox(); }
    QSpinBox *basePortBox() const { return m_form->basePortBox(); }
    QCheckBox *pickFreePortsBox() const { return m_form->pickFreePortsBox(); }
    QComboBox *variantBox() const { return m_form->variantBox(); }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *progressLabel() const { return m_progressText; }
    /// The status line: what the run is doing, or how it ended.
    QLabel *statusLine() const { return m_statusLine; }
    QLabel *statsLabel() const { return m_stats; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *cancelButton() const { return m_cancel; }
    const ringcore::LiveRunStatus &runStatus() const { return m_status; }
    QComboBox *remapNormalBox() const { return m_compare->normalBox(); }
    QComboBox *remapDownBox() const { return m_compare->downBox(); }
    QLabel *remapResult() const { return m_compare->result(); }
    QPushButton *remapButton() const { return m_compare->compareButton(); }
    /// Stops the comparison of two runs (shown while it runs).
    QPushButton *remapCancelButton() const { return m_compare->cancelButton(); }
    /// Runner of the comparisons of two runs (tests watch it).
    JobRunnerBase *remapRunner() const { return m_compare->runner(); }
    /// Compares the two run folders of the remap box on a worker thread; remapShown() follows.
    void compareRuns() { m_compare->compareRuns(); }
    /// The caption of the bars figure: the proxy and the keys actually sent.
    QString barsCaption() const;
    /// The bars as a figure: caption and parameters with the keys sent and planned, the outcome.
    Figure barsFigure() const;
    BackendBarsView *bars() const { return m_bars; }
    QListWidget *rules() const { return m_rules; }
    QLabel *agreementLabel() const { return m_agreement; }
    QTableWidget *mismatches() const { return m_mismatchTable; }
    QSplitter *resultsArea() const { return m_results; }
    QLabel *resultsNote() const { return m_resultsNote; }
    QPlainTextEdit *log() const { return m_log; }

signals:
    void runFinished(const ringcore::LiveRunResult &result);
    /// The run could not start after start() returned true; nothing is left running.
    void startFailed(const QString &error);
    /// The port comparison finished (after runFinished).
    void predictionShown();
    /// The remap of two runs is on screen (or why it could not be computed).
    void remapShown();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static constexpr qint64 kBarSteps = 100000; ///< the progress bar's range: it moves for the first keys of a long run
    // livepagelayout.cpp: the widgets, their layout and texts.
    void setUpWidgets();
    void buildLayout();
    void connectControls();
    void connectRun();
    /// The checklist as high as its lines at its width: every line whole, no scrolling.
    void fitRules();
    void retranslate();
    /// After a language switch: a line in the new language saying the log's earlier lines keep theirs.
    void markLogLanguage();
    QString m_logMarker; ///< that line as last written (replaced, not repeated, by the next switch)
    void refresh();
    void showResultsArea(); ///< the results (log, agreement) once there are any, else a note saying what comes there
    void onFinished(const ringcore::LiveRunResult &result);
    void setRules(const QStringList &reasons, bool final);
    void showStatus();

    void onStartFailed(const QString &error);

    ringcore::LiveRunThread *m_run; ///< the run itself happens on its thread, never on the GUI thread
    ringcore::LiveRunConfig m_config;
    ringcore::LiveRunResult m_result;
    ringcore::LiveRunStatus m_status;
    QString m_runDir;
    MappingTail m_tail;
    QTimer *m_refresh;
    QStringList m_ruleReasons; ///< what the checklist shows (kept to retranslate it)
    bool m_rulesFinal = false;
    QString m_lastStatusMessage;   ///< what the window's status bar was last told during a run
    bool m_rulesForChosen = false; ///< the pending checklist follows the form's proxy (chosen after a run)

    LiveRunForm *m_form;
    QPushButton *m_start;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_progressText;
    QLabel *m_statusLine;
    BackendBarsView *m_bars;
    QLabel *m_stats;
    QPlainTextEdit *m_log;
    QListWidget *m_rules;
    QLabel *m_agreement;
    QTableWidget *m_mismatchTable;
    QSplitter *m_results; ///< the log beside the port agreement; hidden before a run, when both are empty
    QLabel *m_resultsNote; ///< says what will appear there, in its place
    RunCompareBox *m_compare;
    FigureButton *m_exportBars = nullptr; ///< the bars' export: on once a run has something to show
    QScrollArea *m_leftScroll = nullptr; ///< the form column: scrolls when the remap result makes it taller than the page
    struct PredictOutcome
    {
        bool ok = false;
        QString error;
        ringcore::LivePrediction prediction;
    };
    /// Reads the run's mapping and routes every key through the port.
    JobRunner<PredictOutcome> *m_predictJob;
    void showPrediction(const PredictOutcome &o, bool announce = true);
    std::optional<PredictOutcome> m_prediction; ///< the port agreement on screen, kept to retranslate it
    /// The "Final: …" line of a finished run, in the current language.
    void showFinalStats();

    /// Everything the page shows of a finished run, kept while the next run starts: a run that
    /// ends without measuring anything gives it back (restorePreviousRun()).
    struct ShownRun
    {
        ringcore::LiveRunConfig config;
        ringcore::LiveRunResult result;
        ringcore::LiveRunStatus status;
        QString runDir;
        std::optional<PredictOutcome> prediction;
        QList<qint64> counts;
        QList<bool> down;
        QString log;
        QDateTime endedAt;
    };
    std::optional<ShownRun> m_previous; ///< the run shown before the current one started (none before a first run)
    QDateTime m_endedAt;                ///< when the run on screen ended
    QDateTime m_startedAt;              ///< when the current (or last started) run was started
    /// Why the run after the one on screen left nothing (set while the previous run is shown again).
    struct LostRun
    {
        QString proxy;   ///< the new run's system, as the page names it
        QString error;   ///< why it failed; empty when it was cancelled
        QDateTime startedAt;
    };
    std::optional<LostRun> m_newRunLost;
    /// Puts the previous run back on screen after a run that measured nothing; false when there is
    /// no previous run to show. `error` is the new run's reason (empty: it was cancelled).
    bool restorePreviousRun(const QString &error);
};

} // namespace ringlab::gui
