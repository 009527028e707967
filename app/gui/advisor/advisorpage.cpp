#include "gui/advisor/advisorpage.h"
#include "gui/common/jobkey.h"
#include "gui/export/figurepanel.h"
#include "gui/settings/languagemanager.h"

#include "ringcore/advisor/advicereportformatter.h"
#include "ringcore/advisor/advisor.h"
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/core/filereader.h"
#include "ringcore/core/filewriter.h"
#include "ringcore/core/numbertext.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFile>
#include <QMessageBox>
#include <QStringDecoder>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPdfWriter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

using namespace ringcore;

namespace ringlab::gui {

namespace {

/// "upstream", "section": what the section of a system's config is called.
QString sectionNoun(const QString &system)
{
    const AdvisorSystem *s = AdvisorSystemRegistry::find(system);
    return s ? s->sectionNoun() : QCoreApplication::translate("ringcore::AdvisorSystem", "section");
}

} // namespace

AdvisorPage::AdvisorPage(QWidget *parent)
    : Page(parent)
{
    createFields();
    auto *layout = new QVBoxLayout(this);
    layoutControls(layout);
    layoutPanes(layout);
    connect(m_openButton, &QPushButton::clicked, this, &AdvisorPage::chooseFile);
    connect(m_adviseButton, &QPushButton::clicked, this, &AdvisorPage::advise);
    connect(m_cancelButton, &QPushButton::clicked, this, &AdvisorPage::cancel);
    connect(m_markdownButton, &QPushButton::clicked, this, [this] { chooseExport(false); });
    connect(m_pdfButton, &QPushButton::clicked, this, [this] { chooseExport(true); });
    retranslate();
    setUpJob();
}

void AdvisorPage::setUpJob()
{
    m_job = new JobRunner<Outcome>(this);
    // An outcome is a report of a few kB plus the patched config text: 16 of them, 32 MiB at most.
    m_job->setCache(JobCacheLimits{16, 32ll << 20}, [](const Outcome &o) {
        return qint64(sizeof o) + 2 * qint64(o.report.fix.patchedText.size() + o.report.config.servers.size() * 64);
    });
    m_job->onResult([this](const Outcome &o) { showResult(o); });
    connect(m_job, &JobRunnerBase::busyChanged, this, [this](bool busy) {
        m_adviseButton->setEnabled(!busy);
        m_cancelButton->setEnabled(busy);
    });
    connect(m_job, &JobRunnerBase::cancelled, this, [this] { m_status->setText(tr("Cancelled")); });
    connect(m_section, &QComboBox::activated, this, [this] { advise(); });
}

AdvisorPage::~AdvisorPage() = default; // the runner cancels its job and waits for it

QString AdvisorPage::title() const
{
    return tr("Advisor");
}

void AdvisorPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // The report is written in the language of the moment: write it again in the new one.
        if (m_hasReport) {
            m_markdown = AdviceReportFormatter::toMarkdown(m_report, QLocale()); // numbers as the UI writes them
            m_view->setMarkdown(m_markdown);
        }
        // The sentences ringcore wrote into the report (fix title, why, notes, roll-out steps) or
        // its error are in the old language: advise again (in the background) once the switch,
        // which posts several LanguageChange events, is done.
        if (m_lastRequest.valid && !m_readvisePending) {
            m_readvisePending = true;
            QMetaObject::invokeMethod(this, &AdvisorPage::readviseInNewLanguage, Qt::QueuedConnection);
        }
    }
    Page::changeEvent(event);
}

void AdvisorPage::setConfigText(const QString &text, const QString &fileName)
{
    m_fileName = fileName;
    m_editor->setPlainText(text);
    m_editor->document()->setModified(false); // edits from here on are the user's (openFile asks before replacing them)
    // A new file: its sections are read by the next advice.
    m_sections.clear();
    m_section->clear();
    m_section->setVisible(false);
    m_sectionLabel->setVisible(false);
}

QString AdvisorPage::notTextReason(const QByteArray &bytes)
{
    // A config is UTF-8 text: a NUL byte, bytes that are not UTF-8 or control characters other
    // than tab, line breaks and form feed mean an image, an archive or a program was opened.
    const qsizetype nul = bytes.indexOf('\0');
    if (nul >= 0)
        return tr("it holds binary data (a zero byte at offset %1)").arg(nul);
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return tr("it is not UTF-8 text");
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (c < 0x20 && c != u'\t' && c != u'\n' && c != u'\r' && c != u'\f')
            return tr("it holds binary data (control character %1 at character %2)").arg(int(c)).arg(i);
    }
    return QString();
}

bool AdvisorPage::openFile(const QString &path, QString *error)
{
    // Only a regular file within the config size cap: never a FIFO (blocks) or /dev/zero (endless).
    QByteArray bytes;
    if (!ringcore::FileReader::readAll(path, &bytes, error, ringcore::ProxyConfigReader::kMaxFileBytes))
        return false;
    const QString why = notTextReason(bytes);
    if (!why.isEmpty()) {
        *error = tr("%1 was not opened: %2. The Advisor reads a proxy config, which is text.")
                     .arg(QFileInfo(path).fileName(), why);
        return false;
    }
    // Text the user typed or edited is not thrown away without asking.
    if (m_editor->document()->isModified() && !m_editor->toPlainText().trimmed().isEmpty()) {
        const bool replace = m_replacePrompt ? m_replacePrompt(this, path) : QMessageBox::question(
                                 this, tr("Replace the text?"),
                                 tr("Replace the text you pasted or edited with %1? Your text is not saved anywhere.")
                                     .arg(QFileInfo(path).fileName()),
                                 QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) == QMessageBox::Yes;
        if (!replace) {
            error->clear();
            return false;
        }
    }
    setConfigText(QString::fromUtf8(bytes), path);
    return true;
}

bool AdvisorPage::isBusy() const
{
    return m_job->isBusy();
}

void AdvisorPage::cancel()
{
    m_job->cancel();
}

QString AdvisorPage::errorText() const
{
    return m_status->text();
}

void AdvisorPage::advise()
{
    Request request;
    request.read.format = m_format->currentData().toString();
    request.read.hosts = m_hosts->value();
    request.read.section = !m_section->isHidden() ? m_section->currentData().toString() : QString();
    request.check = m_checkEnabled;
    request.options.epsilon = m_epsilon->value();
    request.options.rings = m_rings->value();
    request.text = m_editor->toPlainText();
    request.fileName = m_fileName;
    request.valid = true;
    run(request);
}

QString AdvisorPage::languageTag()
{
    return LanguageManager::instance()->current() + QLatin1Char('/') + QLocale().name();
}

void AdvisorPage::readviseInNewLanguage()
{
    m_readvisePending = false;
    // Only an outcome written in another language is asked again; a job still running for the
    // old language is replaced (the newest request wins).
    if (!m_lastRequest.valid || (m_shownLanguage == languageTag() && !m_job->isBusy()))
        return;
    run(m_lastRequest);
}

void AdvisorPage::run(const Request &request)
{
    m_lastRequest = request;
    const QString language = languageTag();
    const auto keyFor = [request, language](const QString &section) {
        return JobKey("advice")
            .add(request.text)
            .add(request.fileName)
            .add(request.read.format)
            .add(qint64(request.read.hosts))
            .add(section)
            .add(qint64(request.check))
            .add(request.options.epsilon)
            .add(qint64(request.options.rings))
            .add(language)
            .result();
    };
    const QByteArray key = keyFor(request.read.section);
    if (m_job->serveCached(key))
        return;
    m_status->setText(tr("Working…"));
    // A job still running is cancelled, never waited for (the GUI thread does not block).
    m_job->start(key, [request, language, keyFor](const JobControl &job) {
        Outcome o = compute(request, job);
        o.language = language;
        // The reader picked the section: asking for it by name is the same advice.
        if (request.read.section.isEmpty() && !o.section.isEmpty())
            o.sameAdviceKey = keyFor(o.section);
        return o;
    });
}

AdvisorPage::Outcome AdvisorPage::compute(const Request &request, const JobControl &job)
{
    const ConfigReadOptions &read = request.read;
    Outcome o;
    ProxyConfig config;
    ConfigError error;
    QList<ProxyConfig> all;
    // The chosen section, if the (possibly edited) text still has it; else the reader's pick.
    ConfigReadOptions first = read;
    first.section.clear();
    if (!ProxyConfigReader::read(request.text, request.fileName, first, &config, &error, &all)) {
        o.error = error.toString();
        if (request.check && error.line > 0)
            o.error = refusedByReader(request, error.line, o.error, &o.check);
        return o;
    }
    const bool stillThere = std::any_of(all.cbegin(), all.cend(),
                                        [&read](const ProxyConfig &c) { return c.sectionName == read.section; });
    if (!read.section.isEmpty() && stillThere && read.section != config.sectionName
        && !ProxyConfigReader::read(request.text, request.fileName, read, &config, &error, &all)) {
        o.error = error.toString();
        return o;
    }
    for (const ProxyConfig &section : std::as_const(all))
        o.sections.append(section.sectionName);
    o.section = config.sectionName;
    config.fileName = request.fileName;
    if (all.size() > 1) {
        // The reader's note names the other sections; here the chooser picks them.
        config.notes.append(tr("choose another section with the Section list above the config"));
    }
    // What the system itself says (its AdvisorSystem's check on a private copy), when installed.
    if (request.check) {
        o.check = ProxyConfigCheck::check(config);
        if (o.check.ran && !o.check.accepted) {
            o.error = tr("%1 refuses %2 %3 (%4): %5")
                          .arg(o.check.command, sectionNoun(config.system),
                               config.sectionName, o.check.version, o.check.errors.join(QStringLiteral("; ")));
            return o;
        }
        config.notes.append(o.check.summary());
    }
    AdvisorOptions options = request.options;
    options.cancel = job.cancelToken(); // Cancel stops ringcore's advisor, not only the display
    o.ok = Advisor::advise(config, options, &o.report, &o.error);
    return o;
}

QString AdvisorPage::refusedByReader(const Request &request, int line, const QString &readerError, ProxyCheckResult *check)
{
    // What the proxy itself says of the section RingLab's reader refused, when installed.
    *check = ProxyConfigCheck::checkRefused(request.text, request.fileName, request.read.format, line);
    if (check->ran && !check->accepted)
        return tr("%1 (RingLab's reader). %2 refuses it too: %3")
            .arg(readerError, check->version.isEmpty() ? check->command : QStringLiteral("%1 (%2)").arg(check->command, check->version),
                 check->errors.join(QStringLiteral("; ")));
    if (check->ran)
        return tr("%1 (RingLab's reader; %2 accepts this section)").arg(readerError, check->command);
    return tr("%1 (RingLab's reader). %2").arg(readerError, check->skipped);
}

void AdvisorPage::showResult(const Outcome &o)
{
    if (!o.sameAdviceKey.isEmpty())
        m_job->cache().insert(o.sameAdviceKey, o);
    m_shownLanguage = o.language;
    m_check = o.check;
    if (!o.sections.isEmpty()) {
        m_sections = o.sections;
        const QSignalBlocker block(m_section);
        m_section->clear();
        for (const QString &name : o.sections)
            m_section->addItem(name.isEmpty() ? tr("(unnamed)") : name, name);
        m_section->setCurrentIndex(std::max(0, m_section->findData(o.section)));
        m_section->setVisible(o.sections.size() > 1);
        m_sectionLabel->setVisible(o.sections.size() > 1);
    }
    if (!o.ok) {
        m_hasReport = false;
        m_markdown.clear();
        m_view->clear();
        m_status->setText(tr("Cannot advise: %1").arg(o.error));
        m_markdownButton->setEnabled(false);
        m_pdfButton->setEnabled(false);
        updateChart();
        emit adviceShown();
        return;
    }
    m_report = o.report;
    m_hasReport = true;
    m_markdown = AdviceReportFormatter::toMarkdown(m_report, QLocale()); // numbers as the UI writes them
    m_view->setMarkdown(m_markdown);
    if (m_report.hasFix && !m_report.needsChange) // within today by luck: the fix is for the next server change
        m_status->setText(tr("No change needed today; for the next server change: %1").arg(m_report.fix.title));
    else
        m_status->setText(m_report.hasFix                 ? m_report.fix.title
                          : !m_report.needsChange         ? tr("No change needed")
                          : !m_report.noFixWhy.isEmpty() ? tr("No fix found: %1 (what to do instead: see “The fix” below)")
                                                                .arg(m_report.noFixWhy)
                                                          : tr("No fix found"));
    if (!m_report.ifSettingSet.isEmpty()) // HAProxy's mode unknown: this line is the mode tcp answer
        m_status->setText(tr("%1 (if the mode is tcp: the text does not say; the report answers for mode http too)")
                              .arg(m_status->text()));
    m_markdownButton->setEnabled(true);
    m_pdfButton->setEnabled(true);
    updateChart();
    emit statusMessage(m_status->text());
    emit adviceShown();
}

void AdvisorPage::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a proxy config"), QString(),
                                                      tr("Configs (*.conf *.cfg *.yaml *.yml);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openFile(path, &error)) {
        if (!error.isEmpty()) // refused (binary, unreadable); an answered "keep my text" says nothing
            QMessageBox::warning(this, tr("Open a proxy config"), error);
        m_status->setText(error);
        return;
    }
    advise();
}

RINGLAB_REGISTER_PAGE(60, AdvisorPage)

} // namespace ringlab::gui
