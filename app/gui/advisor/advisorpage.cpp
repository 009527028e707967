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

/// The relative loads of the servers that take keys, busiest first.
std::vector<double> sortedLoads(const SpreadSummary &s)
{
    std::vector<double> loads;
    for (double load : s.relativeLoads)
        if (load > 0)
            loads.push_back(load);
    std::sort(loads.begin(), loads.end(), std::greater<double>());
    return loads;
}

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
    m_format = new QComboBox;
    m_format->setObjectName(QStringLiteral("advisorFormat"));
    m_format->addItem(QString(), QString()); // "Detect", set in retranslate()
    for (const AdvisorSystem *system : AdvisorSystemRegistry::all())
        m_format->addItem(system->name(), system->name());
    m_epsilon = new QDoubleSpinBox;
    m_epsilon->setRange(0.01, 2.0);
    m_epsilon->setSingleStep(0.01);
    m_epsilon->setValue(0.1);
    m_rings = new QSpinBox;
    m_rings->setRange(int(AdvisorOptions::kRings.min), int(AdvisorOptions::kRings.max));
    m_hosts = new QSpinBox;
    m_hosts->setRange(ConfigReadOptions::kMinHosts, ConfigReadOptions::kMaxHosts);
    m_hosts->setValue(ConfigReadOptions().hosts);

    auto *open = new QPushButton;
    m_openButton = open;
    m_adviseButton = new QPushButton;
    m_cancelButton = new QPushButton;
    m_cancelButton->setObjectName(QStringLiteral("advisorCancel"));
    m_cancelButton->setEnabled(false);
    m_markdownButton = new QPushButton;
    m_pdfButton = new QPushButton;
    m_markdownButton->setEnabled(false);
    m_pdfButton->setEnabled(false);

    auto *controls = new QHBoxLayout;
    controls->addWidget(open);
    auto *form = new QFormLayout;
    m_formatLabel = new QLabel;
    form->addRow(m_formatLabel, m_format);
    auto *form2 = new QFormLayout;
    form2->addRow(tr("ε"), m_epsilon);
    auto *form3 = new QFormLayout;
    m_ringsLabel = new QLabel;
    form3->addRow(m_ringsLabel, m_rings);
    auto *form4 = new QFormLayout;
    m_hostsLabel = new QLabel;
    form4->addRow(m_hostsLabel, m_hosts);
    // Which upstream / backend / cluster to advise on, when the file has several (hidden otherwise).
    m_section = new QComboBox;
    m_section->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_sectionLabel = new QLabel;
    m_sectionLabel->setBuddy(m_section);
    m_section->setVisible(false);
    m_sectionLabel->setVisible(false);
    // Two rows (the file and the action; the targets), so the page stays narrow enough for a
    // 1366-pixel window with the guided tour open.
    controls->addLayout(form);
    controls->addWidget(m_sectionLabel);
    controls->addWidget(m_section);
    controls->addWidget(m_adviseButton);
    controls->addWidget(m_cancelButton);
    controls->addStretch();
    auto *targets = new QHBoxLayout;
    targets->addLayout(form2);
    targets->addLayout(form3);
    targets->addLayout(form4);
    targets->addStretch();

    m_editor = new QPlainTextEdit;
    // Long server lines wrap at the pane's edge instead of running out of sight; the splitter
    // handle beside the pane resizes it.
    m_editor->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_editor->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_editor->setMinimumWidth(160);
    m_view = new QTextBrowser;
    m_view->setOpenExternalLinks(false);
    m_chart = new FigurePanel;
    m_chart->setMinimumHeight(260); // leaves the report room on a 768-pixel-high screen
    m_status = new QLabel;
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *right = new QSplitter(Qt::Vertical);
    right->addWidget(m_chart);
    right->addWidget(m_view);
    right->setStretchFactor(1, 2);
    auto *split = new QSplitter(Qt::Horizontal);
    m_split = split;
    split->setObjectName(QStringLiteral("advisorSplitter"));
    split->setChildrenCollapsible(false);
    split->setHandleWidth(6);
    split->addWidget(m_editor);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addLayout(targets);
    // The result line and the report's exports share the second row, so the page stays narrow
    // enough for the window with the guided tour open.
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_markdownButton);
    statusRow->addWidget(m_pdfButton);
    layout->addLayout(statusRow);
    layout->addWidget(split, 1);

    connect(open, &QPushButton::clicked, this, &AdvisorPage::chooseFile);
    connect(m_adviseButton, &QPushButton::clicked, this, &AdvisorPage::advise);
    connect(m_cancelButton, &QPushButton::clicked, this, &AdvisorPage::cancel);
    connect(m_markdownButton, &QPushButton::clicked, this, [this] { chooseExport(false); });
    connect(m_pdfButton, &QPushButton::clicked, this, [this] { chooseExport(true); });
    retranslate();
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

void AdvisorPage::retranslate()
{
    m_format->setItemText(0, tr("Detect"));
    m_format->setToolTip(tr("The config's format: detected from its text, or %1")
                             .arg(AdvisorSystemRegistry::joinOr(AdvisorSystemRegistry::names())));
    m_formatLabel->setText(tr("Format"));
    m_epsilon->setToolTip(tr("Target ε (0.01–2): the busiest server within 1+ε of its fair share in 95% of rings"));
    // Not the Monte-Carlo's ring count (the report's "200 rings"): a multiplier of the memory cost.
    m_ringsLabel->setText(tr("Rings in memory"));
    m_rings->setToolTip(tr("Rings held in memory (one per feature combination), a multiplier of the cost; not the "
                           "rings simulated for the spread; 1–1,000,000"));
    // The host count of the systems whose configs name no servers (AdvisorSystem::listsServers).
    for (const AdvisorSystem *system : AdvisorSystemRegistry::all()) {
        if (system->listsServers())
            continue;
        m_hostsLabel->setText(system->hostsLabel());
        m_hosts->setToolTip(system->hostsToolTip());
        break;
    }
    m_section->setToolTip(tr("The file has several sections; choose the one to advise on"));
    m_sectionLabel->setText(tr("Section"));
    m_openButton->setText(tr("Open…"));
    m_adviseButton->setText(tr("Advise"));
    m_cancelButton->setText(tr("Cancel"));
    m_markdownButton->setText(tr("Export Markdown…"));
    m_pdfButton->setText(tr("Export PDF…"));
    QStringList what;
    for (const AdvisorSystem *system : AdvisorSystemRegistry::all())
        what.append(system->readsWhat());
    m_editor->setPlaceholderText(tr("Paste %1 here, or open a file.").arg(AdvisorSystemRegistry::joinOr(what)));
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
    const ConfigReadOptions read = request.read;
    const QString format = read.format;
    const bool check = request.check;
    const AdvisorOptions options = request.options;
    const QString text = request.text;
    const QString fileName = request.fileName;
    const QString language = languageTag();
    const auto keyFor = [=](const QString &section) {
        return JobKey("advice")
            .add(text)
            .add(fileName)
            .add(format)
            .add(qint64(read.hosts))
            .add(section)
            .add(qint64(check))
            .add(options.epsilon)
            .add(qint64(options.rings))
            .add(language)
            .result();
    };
    const QByteArray key = keyFor(read.section);
    if (m_job->serveCached(key))
        return;
    m_status->setText(tr("Working…"));
    // A job still running is cancelled, never waited for (the GUI thread does not block).
    m_job->start(key, [=](const JobControl &job) {
        AdvisorOptions jobOptions = options;
        jobOptions.cancel = job.cancelToken(); // Cancel stops ringcore's advisor, not only the display
        Outcome o;
        o.language = language;
        ProxyConfig config;
        ConfigError error;
        QList<ProxyConfig> all;
        // The chosen section, if the (possibly edited) text still has it; else the reader's pick.
        ConfigReadOptions first = read;
        first.section.clear();
        if (!ProxyConfigReader::read(text, fileName, first, &config, &error, &all)) {
            o.error = error.toString();
            // What the proxy itself says of the section RingLab's reader refused, when installed.
            if (check && error.line > 0) {
                o.check = ProxyConfigCheck::checkRefused(text, fileName, read.format, error.line);
                if (o.check.ran && !o.check.accepted)
                    o.error = tr("%1 (RingLab's reader). %2 refuses it too: %3")
                                  .arg(o.error, o.check.version.isEmpty() ? o.check.command
                                                                          : QStringLiteral("%1 (%2)").arg(o.check.command, o.check.version),
                                       o.check.errors.join(QStringLiteral("; ")));
                else if (o.check.ran)
                    o.error = tr("%1 (RingLab's reader; %2 accepts this section)").arg(o.error, o.check.command);
                else
                    o.error = tr("%1 (RingLab's reader). %2").arg(o.error, o.check.skipped);
            }
            return o;
        }
        const bool stillThere = std::any_of(all.cbegin(), all.cend(),
                                            [&read](const ProxyConfig &c) { return c.sectionName == read.section; });
        if (!read.section.isEmpty() && stillThere && read.section != config.sectionName
            && !ProxyConfigReader::read(text, fileName, read, &config, &error, &all)) {
            o.error = error.toString();
            return o;
        }
        for (const ProxyConfig &section : std::as_const(all))
            o.sections.append(section.sectionName);
        o.section = config.sectionName;
        // The reader picked the section: asking for it by name is the same advice.
        if (read.section.isEmpty() && !o.section.isEmpty())
            o.sameAdviceKey = keyFor(o.section);
        config.fileName = fileName;
        if (all.size() > 1) {
            // The reader's note names the other sections; here the chooser picks them.
            config.notes.append(tr("choose another section with the Section list above the config"));
        }
        // What the system itself says (its AdvisorSystem's check on a private copy), when installed.
        if (check) {
            o.check = ProxyConfigCheck::check(config);
            if (o.check.ran && !o.check.accepted) {
                o.error = tr("%1 refuses %2 %3 (%4): %5")
                              .arg(o.check.command, sectionNoun(config.system),
                                   config.sectionName, o.check.version, o.check.errors.join(QStringLiteral("; ")));
                return o;
            }
            config.notes.append(o.check.summary());
        }
        o.ok = Advisor::advise(config, jobOptions, &o.report, &o.error);
        return o;
    });
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

QString AdvisorPage::loadCaption(const QString &system, const QString &section, const QString &setting, int servers,
                                 double epsilon, const QString &fix)
{
    // Built from the parts that exist: no empty brackets or dangling separators when the config
    // names no section or the setting is empty (an nginx upstream without a hash directive).
    QString who = QStringList{system.trimmed(), section.trimmed()}.join(QLatin1Char(' ')).trimmed();
    if (!setting.trimmed().isEmpty())
        who = who.isEmpty() ? setting.trimmed() : tr("%1 (%2)").arg(who, setting.trimmed());
    QStringList parts;
    if (!who.isEmpty())
        parts << who;
    parts << tr("%1 servers").arg(servers) << tr("ε = %1").arg(epsilon);
    QString caption = parts.join(QStringLiteral(", "));
    if (!fix.trimmed().isEmpty())
        caption = tr("%1; fix: %2").arg(caption, fix.trimmed());
    return caption;
}

bool AdvisorPage::worseToday(const ringcore::AdviceReport &report)
{
    return report.hasFix && report.hasToday && report.fix.after.busiest > report.today.busiest + 1e-9;
}

Figure AdvisorPage::loadFigure(const ringcore::AdviceReport &report)
{
    if (!report.hasToday && !report.hasFix)
        return {};
    Figure f;
    f.name = QStringLiteral("advisor-load");
    f.title = tr("Load per server, busiest first (1.0 = fair share)");
    if (worseToday(report)) {
        // The fix's exact ring is busier than today's: the chart says why, where it shows it.
        f.title += QLatin1Char(' ')
                   + tr("With the fix this exact ring's busiest server is at %1, today's at %2: today's ring is a lucky "
                        "draw (only %3 of rings of its size stay within %4). The fix is for the next server change: "
                        "then %5 of rings stay within it.")
                         .arg(ringcore::NumberText::times(report.fix.after.busiest, 3),
                              ringcore::NumberText::times(report.today.busiest, 3),
                              ringcore::NumberText::percentSign(report.today.ringsWithin, 0),
                              ringcore::NumberText::times(1 + report.epsilon, 3),
                              ringcore::NumberText::percentSign(report.fix.after.ringsWithin, 0));
    }
    const SpreadSummary &today = report.hasToday ? report.today : report.fix.after;
    const ringcore::AdvisorSystem *system = ringcore::AdvisorSystemRegistry::find(report.config.system);
    f.caption = loadCaption(system ? system->displayName() : report.config.system, report.config.sectionName, today.setting, today.servers,
                            report.epsilon, report.hasFix ? report.fix.title : QString());
    f.parameters = QJsonObject{{QStringLiteral("proxy"), report.config.system},
                               {QStringLiteral("section"), report.config.sectionName},
                               {QStringLiteral("algorithm"), today.algorithm},
                               {QStringLiteral("setting"), today.setting},
                               {QStringLiteral("servers"), today.servers},
                               {QStringLiteral("epsilon"), report.epsilon},
                               {QStringLiteral("fix"), report.hasFix ? report.fix.title : QString()}};
    const std::vector<double> before = report.hasToday ? sortedLoads(report.today) : std::vector<double>{};
    const std::vector<double> after = report.hasFix ? sortedLoads(report.fix.after) : std::vector<double>{};
    // The exported chart: lines with markers at every rank, the target labelled.
    {
        const PlotSeries::Kind kind = before.size() > 40 ? PlotSeries::Line : PlotSeries::LineMarkers;
        PlotSeries todaySeries = PlotSeries::make(kind, QStringLiteral("today"), tr("today"), okabeIto(6)).withMarkerPt(3);
        PlotSeries fixSeries = PlotSeries::make(kind, QStringLiteral("with_fix"),
                                                worseToday(report) ? tr("with the fix (for the next server change)")
                                                                   : tr("with the fix"),
                                                okabeIto(5),
                                                PlotSeries::Square)
                                   .withDash(Qt::DashLine)
                                   .withMarkerPt(3);
        for (size_t i = 0; i < before.size(); ++i)
            todaySeries.points << QPointF(double(i + 1), before[i]);
        for (size_t i = 0; i < after.size(); ++i)
            fixSeries.points << QPointF(double(i + 1), after[i]);
        if (report.hasToday)
            f.plot.series << todaySeries;
        if (report.hasFix)
            f.plot.series << fixSeries;
        f.plot.x.title = tr("server rank");
        f.plot.x.integer = true; // ranks are whole numbers: 1, 2, 3 for three servers
        f.plot.y.title = tr("share / fair share");
        f.plot.references << PlotReference{Qt::Horizontal, 1.0 + report.epsilon, tr("1 + ε")};
    }
    // Tidy data: one row per plotted load (series today / with_fix, x = rank, y = share / fair share).
    f.data = Figure::tidy(f.name, f.plot);
    return f;
}

QList<Figure> AdvisorPage::figures() const
{
    const Figure f = m_hasReport ? loadFigure(m_report) : Figure{};
    return f.isValid() ? QList<Figure>{f} : QList<Figure>{};
}

void AdvisorPage::updateChart()
{
    m_chart->setFigure(m_hasReport ? loadFigure(m_report) : Figure{});
    if (!m_hasReport)
        m_chart->setPlaceholder(tr("Load per server, busiest first (1.0 = fair share)"));
}

QImage AdvisorPage::chartImage(const QSize &size) const
{
    // The chart as the page shows it (the same Plot and layout engine), at the given size.
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const Plot plot = m_hasReport ? loadFigure(m_report).plot : Plot{};
    if (!plot.isEmpty()) {
        const double f = std::max(10.0, size.width() / 70.0);
        PlotRenderer::draw(plot, &painter, QRectF(QPointF(0, 0), QSizeF(size)).adjusted(f / 2, f / 2, -f / 2, -f / 2), f);
    }
    return image;
}

bool AdvisorPage::exportMarkdown(const QString &path, QString *error) const
{
    if (!m_hasReport) {
        *error = tr("There is no report to export yet");
        return false;
    }
    return ringcore::FileWriter::writeFile(path, m_markdown.toUtf8(), error); // checked, atomic
}

bool AdvisorPage::exportPdf(const QString &path, QString *error) const
{
    if (!m_hasReport) {
        *error = tr("There is no report to export yet");
        return false;
    }
    // Checked and atomic (FileWriter): a full disk fails with its reason, the old file stays.
    return ringcore::FileWriter::writeWith(path, [&](QIODevice *device) {
    QPdfWriter writer(device);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setResolution(150);
    writer.setTitle(tr("RingLab advice"));
    QTextDocument doc;
    doc.setMarkdown(m_markdown);
    // The chart goes after the title, as on screen.
    QTextCursor cursor(&doc);
    cursor.movePosition(QTextCursor::Start);
    cursor.movePosition(QTextCursor::NextBlock);
    const QImage chart = chartImage();
    doc.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("ringlab://chart.png")), chart);
    // The document is laid out on the writer's printable area at 96 units per inch (what print()
    // would choose itself), so the chart can be given exactly the text's width: wider, it was cut
    // at the right margin (the last x label read "10(").
    const QSizeF printable = writer.pageLayout().paintRect(QPageLayout::Inch).size() * 96.0;
    doc.setPageSize(printable);
    const double width = std::min(printable.width() - 2 * doc.documentMargin(), 900.0);
    QTextImageFormat image;
    image.setName(QStringLiteral("ringlab://chart.png"));
    image.setWidth(width);
    image.setHeight(width * chart.height() / std::max(1, chart.width()));
    cursor.insertImage(image);
    cursor.insertBlock();
    doc.print(&writer); // paginates onto the writer's A4 pages
    return true;
    }, error);
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

void AdvisorPage::chooseExport(bool pdf)
{
    // A name to start from: the config's, as "nginx-advice.pdf".
    const QString base = m_fileName.isEmpty() ? QStringLiteral("ringlab") : QFileInfo(m_fileName).completeBaseName();
    const QString suggested = base + (pdf ? QStringLiteral("-advice.pdf") : QStringLiteral("-advice.md"));
    const QString path = QFileDialog::getSaveFileName(this, pdf ? tr("Export PDF") : tr("Export Markdown"), suggested,
                                                      pdf ? tr("PDF (*.pdf)") : tr("Markdown (*.md)"));
    if (path.isEmpty())
        return;
    QString error;
    const bool ok = pdf ? exportPdf(path, &error) : exportMarkdown(path, &error);
    m_status->setText(ok ? tr("Exported to %1").arg(path) : error);
}

RINGLAB_REGISTER_PAGE(60, AdvisorPage)

} // namespace ringlab::gui
