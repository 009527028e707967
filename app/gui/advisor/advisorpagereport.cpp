// The Advisor's report as figures and files: the chart of every server's load before and after
// the fix, and the report exported as Markdown or PDF.
#include "gui/advisor/advisorpage.h"
#include "gui/export/figurepanel.h"

#include "ringcore/advisor/advicereportformatter.h"
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/core/filewriter.h"
#include "ringcore/core/numbertext.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPdfWriter>
#include <QPushButton>
#include <QTextBrowser>
#include <QTextDocument>

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

} // namespace

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

} // namespace ringlab::gui
