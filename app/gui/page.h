#pragma once

#include "ringcore/experiment/experiment.h"

#include <QWidget>

#include <functional>

namespace ringlab::gui {

/// One tab of the main window (Ring, Spread, Removal, Live run, Compare, Advisor, …).
/// Pages register themselves with RINGLAB_REGISTER_PAGE from their own .cpp file; the main
/// window creates them in order and forwards the current experiment to each.
class Page : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    /// Translated tab title.
    virtual QString title() const = 0;
    /// Stable, untranslated id ("ring", "spread", …) for `ringlab --page` and scripts; set from
    /// the registration (the class name without "Page", in lower case).
    QString pageId() const { return m_pageId; }
    void setPageId(const QString &id) { m_pageId = id; }

    /// The experiment panel changed: update (in the background; never block the GUI thread).
    virtual void setExperiment(const ringcore::Experiment &experiment) { Q_UNUSED(experiment); }

    /// Starts the page's computation for its current settings (pages with heavy work only).
    virtual void recompute() {}
    /// A computation of this page is running.
    virtual bool isBusy() const { return false; }

    /// In the main window, a page that is not shown postpones its heavy work until its tab is
    /// opened (the experiment is only recorded). A page on its own computes at once.
    void setDeferWhileHidden(bool defer) { m_deferWhileHidden = defer; }
    bool defersWhileHidden() const { return m_deferWhileHidden; }
    /// A computation waits for the page to be shown.
    bool isDeferred() const { return m_deferred; }
    /// Runs a postponed computation now, shown or not (e.g. to export every page's figures).
    void computeNow();

    /// Presenter mode is on or off: a page whose layout is too dense for its larger fonts (several
    /// charts with long legends) rearranges itself; most pages need nothing.
    virtual void setPresenterLayout(bool on) { Q_UNUSED(on); }

signals:
    /// The page changed the experiment itself (e.g. a lesson sets one up, a server was removed).
    void experimentEdited(const ringcore::Experiment &experiment);
    /// A short message for the status bar.
    void statusMessage(const QString &message);
    /// A computation finished and the page shows its result (tests and batch export wait for it).
    void dataShown();

protected:
    /// Heavy pages call this in recompute() before starting work: true means "postponed until
    /// the page is shown" (showEvent() then calls recompute() again).
    bool deferIfHidden();
    void showEvent(QShowEvent *event) override;

private:
    QString m_pageId;
    bool m_deferWhileHidden = false;
    bool m_deferred = false;
    bool m_forced = false;
};

struct PageEntry
{
    int order;
    std::function<Page *(QWidget *parent)> make;
    QString id; ///< stable id: "SpreadPage" → "spread"
};

QList<PageEntry> &pageRegistry();
bool registerPage(int order, std::function<Page *(QWidget *parent)> make, const char *className = nullptr);
/// The stable id of a page class name: "SpreadPage" → "spread".
QString pageIdOf(const char *className);
/// The registered pages' ids in tab order ("ring", "spread", …).
QStringList pageIds();
/// The page id a user's name for it means: an exact id, else the one id it begins ("spr" →
/// "spread"); empty when none or several match. Case and surrounding spaces do not count.
QString resolvePageId(const QString &name);

} // namespace ringlab::gui

/// RINGLAB_REGISTER_PAGE(20, SpreadPage): creates `new SpreadPage(parent)` as tab number 20.
#define RINGLAB_REGISTER_PAGE(order, Class)                                                        \
    namespace {                                                                                    \
    const bool ringlabPageRegistered_##Class = ::ringlab::gui::registerPage(                       \
        order, [](QWidget *parent) -> ::ringlab::gui::Page * { return new Class(parent); }, #Class); \
    }
