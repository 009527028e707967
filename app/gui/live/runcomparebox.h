#pragma once

#include "gui/common/jobrunner.h"

#include "ringcore/live/liveremap.h"

#include <QGroupBox>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace ringlab::gui {

/// The Live page's "Remap of two runs" box: a run with every server up and a run of the same keys
/// with servers marked down (recent runs offered, or browsed to), compared on a worker thread
/// (LiveRemapper: both mapping files, tens of MB) with progress shown and a cancel.
class RunCompareBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit RunCompareBox(QWidget *parent = nullptr);

    /// Compares the two run folders on a worker thread; remapShown() follows.
    void compareRuns();
    /// A run finished in `dir`: it is offered in the lists (when it measured keys) and, when
    /// valid, put in the field it fits (normal run without down servers, else the other).
    void offerRun(const QString &dir, bool measured, bool valid, bool hasDown);

    void retranslate();

    /// The run folder a field names: the chosen recent run's folder, or the typed/browsed path.
    QString normalRun() const { return runPath(m_normal); }
    QString downRun() const { return runPath(m_down); }
    /// How a recent run is listed: "HAProxy · 2,000 keys · valid · 15:03" (and the servers marked
    /// down); empty when DIR holds no readable results.json. *HAS_DOWN: the run marks servers down.
    static QString describeRun(const QString &dir, bool *hasDown = nullptr);

    QComboBox *normalBox() const { return m_normal; }
    QComboBox *downBox() const { return m_down; }
    QLabel *result() const { return m_result; }
    QPushButton *compareButton() const { return m_compare; }
    QPushButton *cancelButton() const { return m_cancel; }
    JobRunnerBase *runner() const { return m_job; }

signals:
    /// The remap of two runs is on screen (or why it could not be computed).
    void remapShown();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitResult();
    /// Shows TEXT under the buttons (the line is hidden while there is nothing to say).
    void showResult(const QString &text);
    struct RemapOutcome
    {
        bool ok = false;
        QString error;
        ringcore::LiveRemap remap;
    };
    void updateRecentRuns();
    static QString runPath(const QComboBox *box);
    /// Shows the run in DIR in BOX: its list entry when it has one, else its path.
    static void showRun(QComboBox *box, const QString &dir);
    void browseRun(QComboBox *box);
    /// Shows a remap (again in the current language when `announce` is false, after a switch).
    void showRemap(const RemapOutcome &o, bool announce = true);
    std::optional<RemapOutcome> m_shown; ///< the remap on screen, kept to retranslate it
    /// A field now names another run than the pair the result line is about: the line goes (it
    /// showed the previous pair's comparison under a newly filled-in run).
    void fieldsChanged();
    QString m_resultNormal, m_resultDown; ///< the pair the result line is about

    QLabel *m_normalLabel;
    QLabel *m_downLabel;
    QComboBox *m_normal;
    QComboBox *m_down;
    QPushButton *m_normalBrowse;
    QPushButton *m_downBrowse;
    QPushButton *m_compare;
    QPushButton *m_cancel;
    QLabel *m_result;
    /// Reads both runs' mapping files (tens of MB): never on the GUI thread.
    JobRunner<RemapOutcome> *m_job;
};

} // namespace ringlab::gui
