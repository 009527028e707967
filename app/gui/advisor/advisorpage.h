#pragma once

#include <functional>

#include "gui/export/figurecatalog.h"
#include "gui/page.h"

#include "ringcore/advisor/advicereport.h"
#include "ringcore/advisor/advisor.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/config/proxyconfigcheck.h"

#include "gui/common/jobrunner.h"

#include <QImage>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTextBrowser;
class QVBoxLayout;

namespace ringlab::gui {

/// The Advisor: open or paste an nginx / HAProxy / Envoy / Istio config and get today's spread,
/// the smallest fix as lines to paste, its memory cost and its roll-out wave, with a chart of
/// every server's load before and after (a figure: Export and Export all figures take it).
/// Exports the report as Markdown or PDF. The advice runs off the GUI thread; a result for an
/// older request is dropped.
class AdvisorPage : public Page, public FigureProvider
{
    Q_OBJECT
public:
    explicit AdvisorPage(QWidget *parent = nullptr);
    ~AdvisorPage() override;

    QString title() const override;
    /// The load chart of the current report (none before a report with a measurable spread).
    QList<Figure> figures() const override;
    /// The load chart of a report: every server's share / fair share, busiest first, today and
    /// with the fix, against 1 + ε; invalid when the report has nothing to chart.
    static Figure loadFigure(const ringcore::AdviceReport &report);
    /// The fix's exact ring is busier than today's (a fix for the next server change, today's ring
    /// within the target by luck): the chart's title then says so and why.
    static bool worseToday(const ringcore::AdviceReport &report);
    /// The load chart's caption from its parts ("nginx backend (hash $request_uri consistent),
    /// 100 servers, ε = 0.1; fix: …"); parts that are empty are left out with their brackets.
    static QString loadCaption(const QString &system, const QString &section, const QString &setting, int servers,
                               double epsilon, const QString &fix);

    /// Replaces the config text (as if pasted) and remembers `fileName` for format detection.
    void setConfigText(const QString &text, const QString &fileName = QString());
    /// Reads a file into the editor; false with *error when it cannot be read or is not text
    /// (binary data: the editor keeps its text). Text the user edited is replaced only when the
    /// replace prompt agrees; false with an empty *error when it does not.
    bool openFile(const QString &path, QString *error);
    /// Asks whether to replace the edited text with the file's (QMessageBox by default; tests
    /// answer it themselves). Gets the file's path.
    void setReplacePrompt(std::function<bool(QWidget *owner, const QString &path)> prompt) { m_replacePrompt = std::move(prompt); }
    /// Why `bytes` is not a config's text ("… holds a NUL byte at offset 12"), empty for text.
    static QString notTextReason(const QByteArray &bytes);
    /// Starts the advice for the current text and settings (served at once when the same text
    /// and settings were advised on recently).
    void advise();
    /// Stops the running advice: ringcore's advisor polls the job's cancel token and stops.
    void cancel();
    bool isBusy() const override;
    /// Runner of the advice jobs (tests watch it).
    JobRunnerBase *runner() const { return m_job; }

    bool hasReport() const { return m_hasReport; }
    const ringcore::AdviceReport &report() const { return m_report; }
    QString reportMarkdown() const { return m_markdown; }
    QString errorText() const;
    /// The chart as an image (what the PDF embeds).
    QImage chartImage(const QSize &size = QSize(900, 420)) const;

    bool exportMarkdown(const QString &path, QString *error) const;
    bool exportPdf(const QString &path, QString *error) const;

    QDoubleSpinBox *epsilonBox() const { return m_epsilon; }
    /// The section chooser: shown when the file has more than one section (upstream, backend, …).
    QComboBox *sectionBox() const { return m_section; }
    /// The sections of the last file read (empty before, or when it could not be read).
    QStringList sectionNames() const { return m_sections; }
    QPlainTextEdit *editor() const { return m_editor; }
    QSplitter *splitter() const { return m_split; }
    /// What the real proxy said about the section last advised on (ran = false: not checked).
    const ringcore::ProxyCheckResult &proxyCheck() const { return m_check; }
    /// Whether the background job runs `nginx -t` / `haproxy -c` when the binary is installed
    /// (on by default; tests of other things may turn it off).
    void setProxyCheckEnabled(bool enabled) { m_checkEnabled = enabled; }
    QSpinBox *ringsBox() const { return m_rings; }
    QSpinBox *hostsBox() const { return m_hosts; }

signals:
    /// A report (or an error) is on screen; tests wait for it.
    void adviceShown();

protected:
    void changeEvent(QEvent *event) override;

private:
    /// What one advice was asked for: the text and settings as they were when Advise was pressed.
    struct Request
    {
        QString text;
        QString fileName;
        ringcore::ConfigReadOptions read;
        ringcore::AdvisorOptions options;
        bool check = true;
        bool valid = false;
    };
    struct Outcome
    {
        QString language;      ///< the UI language its sentences were written in (languageTag())
        bool ok = false;
        QString error;
        ringcore::AdviceReport report;
        QStringList sections;  ///< every section of the file, in file order
        QString section;       ///< the one advised on
        QByteArray sameAdviceKey; ///< the cache key of the same advice asked by section name
        ringcore::ProxyCheckResult check;
    };

    void retranslate();
    /// Runs (or serves from the cache) the advice for `request` in the language of the moment.
    void run(const Request &request);
    /// The UI language and locale the sentences of an advice are written in: part of the cache
    /// key, so a language switch never serves a report written in the old language.
    static QString languageTag();
    /// After a language switch: the last advice again, so that the sentences ringcore wrote (fix
    /// title, why, notes, roll-out steps, errors) are in the new language too.
    void readviseInNewLanguage();
    /// The advice itself, on a job thread: read the section, check it with the system when asked,
    /// advise (cancelled through the job's token).
    static Outcome compute(const Request &request, const JobControl &job);
    /// The reader refused the text: its error, with what the system says of that section.
    static QString refusedByReader(const Request &request, int line, const QString &readerError,
                                   ringcore::ProxyCheckResult *check);
    // The page's widgets and their rows, and its job.
    void createFields();
    void layoutControls(QVBoxLayout *layout);
    void layoutPanes(QVBoxLayout *layout);
    void setUpJob();
    void showResult(const Outcome &o);
    void updateChart();
    void chooseFile();
    void chooseExport(bool pdf);

    QComboBox *m_format = nullptr;
    QComboBox *m_section = nullptr;
    QLabel *m_sectionLabel = nullptr;
    QLabel *m_formatLabel = nullptr;
    QLabel *m_ringsLabel = nullptr;
    QLabel *m_hostsLabel = nullptr;
    QPushButton *m_openButton = nullptr;
    QSplitter *m_split = nullptr;
    QDoubleSpinBox *m_epsilon = nullptr;
    QSpinBox *m_rings = nullptr;
    QSpinBox *m_hosts = nullptr;
    QPushButton *m_adviseButton = nullptr;
    QPushButton *m_cancelButton = nullptr; ///< cancels the running job (ringcore stops its work)
    QPushButton *m_markdownButton = nullptr;
    QPushButton *m_pdfButton = nullptr;
    QPlainTextEdit *m_editor = nullptr;
    QTextBrowser *m_view = nullptr;
    class FigurePanel *m_chart = nullptr;
    QLabel *m_status = nullptr;

    QString m_fileName;
    std::function<bool(QWidget *, const QString &)> m_replacePrompt;
    bool m_checkEnabled = true;
    QStringList m_sections;
    ringcore::ProxyCheckResult m_check;
    JobRunner<Outcome> *m_job = nullptr; ///< newest wins; outcomes cached per text and settings
    bool m_hasReport = false;
    Request m_lastRequest;        ///< of the outcome on screen (or running)
    QString m_shownLanguage;      ///< the language of the outcome on screen
    bool m_readvisePending = false;
    ringcore::AdviceReport m_report;
    QString m_markdown;
};

} // namespace ringlab::gui
