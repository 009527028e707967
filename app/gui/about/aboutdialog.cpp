#include "gui/about/aboutdialog.h"

#include "ringcore/core/buildinfo.h"
#include "ringcore/live/managedprocess.h"
#include "ringcore/live/systemdescription.h"

#include <QDialogButtonBox>
#include <QIcon>
#include <QLabel>
#include <QProcess>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

namespace ringlab::gui {

namespace {
constexpr int kVersionTimeoutMs = 2000;
}

QString AboutDialog::findProgram(const QString &name)
{
    return ringcore::ManagedProcess::findProgram(name, QString(), nullptr);
}

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About RingLab"));
    m_label = new QLabel(this);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_label->setWordWrap(true);
    auto *icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/ringlab.svg")).pixmap(96, 96));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(icon, 0, Qt::AlignHCenter);
    // The text grows when the versions arrive (one line a proxy, some of them long): it scrolls,
    // and the dialog grows to show it whole where the screen allows (r15 F10: the last three
    // proxies were cut off and could not be scrolled to).
    m_label->setObjectName(QStringLiteral("aboutText"));
    m_label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_label->setMinimumWidth(m_label->fontMetrics().averageCharWidth() * 64);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidget(m_label);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(buttons);

    // One line per program of the registered systems; each description says how to ask its version.
    for (const ringcore::SystemDescription *system : ringcore::SystemRegistry::all()) {
        const QString program = system->programName();
        if (m_programs.contains(program))
            continue;
        m_programs.append(program);
        const QString path = findProgram(program);
        m_paths.insert(program, path);
        if (!path.isEmpty())
            probe(program, path, system->versionArguments());
    }
    updateText();
    if (m_pending == 0)
        QTimer::singleShot(0, this, &AboutDialog::versionsFinished);
}

AboutDialog::~AboutDialog()
{
    for (QProcess *process : findChildren<QProcess *>()) {
        process->disconnect(this);
        process->kill();
        process->waitForFinished(1000);
    }
}

void AboutDialog::probe(const QString &program, const QString &path, const QStringList &arguments)
{
    auto *process = new QProcess(this);
    auto *timeout = new QTimer(process);
    timeout->setSingleShot(true);
    ++m_pending;
    process->setProcessChannelMode(QProcess::MergedChannels);
    // Exactly one answer per probe: finished, failed to start, or killed after the timeout.
    auto done = [this, process, program](const QString &version) {
        if (m_versions.contains(program))
            return;
        m_versions.insert(program, version);
        process->disconnect(this);
        process->deleteLater();
        updateText();
        if (--m_pending == 0) {
            fitText();
            emit versionsFinished();
        }
    };
    connect(process, &QProcess::finished, this, [process, done] {
        done(QString::fromLocal8Bit(process->readAll()).section(QLatin1Char('\n'), 0, 0).trimmed());
    });
    connect(process, &QProcess::errorOccurred, this, [done](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            done(QString());
    });
    connect(timeout, &QTimer::timeout, this, [process, done] {
        process->kill();
        done(QString());
    });
    process->start(path, arguments);
    timeout->start(kVersionTimeoutMs);
}

void AboutDialog::updateText()
{
    QString programs;
    for (const QString &name : std::as_const(m_programs)) {
        const QString path = m_paths.value(name);
        if (path.isEmpty()) {
            programs += tr("<li>%1: not found on PATH (live runs with it are unavailable)</li>").arg(name);
            continue;
        }
        const QString version = m_versions.contains(name) ? m_versions.value(name) : tr("checking…");
        programs += tr("<li>%1: %2 — %3</li>").arg(name, path.toHtmlEscaped(), version.toHtmlEscaped());
    }
    m_text = tr("<h2>RingLab %1</h2>"
                "<p>See, measure and explain how consistent hashing spreads keys over servers.</p>"
                "<p>Built with Qt %2, running on Qt %3.</p>"
                "<p>Proxies for live runs:</p><ul>%4</ul>")
                 .arg(ringcore::buildinfo::versionLine(), QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()),
                      programs);
    m_label->setText(m_text);
    fitText();
}

void AboutDialog::fitText()
{
    if (!m_scroll)
        return;
    // The height the text needs at the width it has; the dialog grows by what the viewport lacks,
    // up to the screen's available height (beyond, the text scrolls).
    m_label->ensurePolished();
    const int width = m_scroll->viewport()->width() > 0 && isVisible() ? m_scroll->viewport()->width()
                                                                         : m_label->minimumWidth();
    const int needed = m_label->heightForWidth(width);
    m_scroll->setMinimumHeight(0);
    const QScreen *screen = this->screen();
    const int available = screen ? screen->availableGeometry().height() : 700;
    const int chrome = (isVisible() ? height() - m_scroll->viewport()->height() : sizeHint().height() - m_scroll->sizeHint().height());
    const int target = std::min(needed, std::max(100, available - chrome - 60));
    m_scroll->setMinimumHeight(target);
    if (isVisible() && height() < chrome + target)
        resize(this->width(), chrome + target);
}

} // namespace ringlab::gui
