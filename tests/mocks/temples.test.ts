import { describe, expect, it } from 'vitest'
import { ALL_PERMISSION_CODES } from '../../mocks/permissions'
import { bytesOf, HEADS } from '../upload-files'
import { api, login } from './api'

describe('GET /temple/t-admin/', () => {
  it('lists the temples the user is a member of, ordered by id, with the full temple shape', async () => {
    const { access } = await login('admin@example.com')
    const res = await api('/temple/t-admin/', { token: access })
    expect(res.status).toBe(200)
    expect(res.headers.get('Link')).toBeNull()
    const temples = await res.json()
    expect(temples.map((t: { id: number }) => t.id)).toEqual([1, 2])
    const [temple] = temples
    expect(temple).toMatchObject({
      id: 1,
      url: 'http://localhost/api/temple/t-admin/1/',
      name: 'Sree Padmanabhaswamy Temple',
      is_active: true,
      approval_status: 'approved',
      star_lang: 'malayalam',
      address: { city: 'Thiruvananthapuram', state: 'Kerala', pincode: '695023' },
      location: { latitude: 8.4828, longitude: 76.9436 },
      order_ref_no_tpl: 'ORD/[year]/[month]/[no]',
    })
    expect(temple.images.cover).toMatch(/^http:\/\/localhost\/api\/__mock__\/media\/.+\.svg$/)
    expect(temple.opening_time).toMatch(/^\d{2}:\d{2}:\d{2}$/)
    for (const key of [
      'counter_name',
      'contact_no_1',
      'whatsapp_no',
      'offline_consolidation_time',
      'enable_dakshina',
      'dakshina_in_consolidation',
      'reset_ref_on_year_change',
      'ref_no_padding',
      'invoice_ref_no_tpl',
      'slug',
      'tds',
      'commission_percent',
      'created_at',
    ]) {
      expect(temple).toHaveProperty(key)
    }
  })

  it('gives a user without temples an empty list', async () => {
    const { access } = await login('newbie@example.com')
    expect(await (await api('/temple/t-admin/', { token: access })).json()).toEqual([])
  })

  it('serves the placeholder images', async () => {
    const { access } = await login('admin@example.com')
    const [temple] = await (await api('/temple/t-admin/', { token: access })).json()
    const image = await fetch(temple.images.cover)
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(await image.text()).toContain('<svg')
  })
})

describe('GET/PATCH /temple/t-admin/{id}/', () => {
  it('retrieves a temple of a member and 404s for others', async () => {
    const { access } = await login('admin@example.com')
    expect((await api('/temple/t-admin/2/', { token: access })).status).toBe(200)
    const other = await api('/temple/t-admin/3/', { token: access })
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual({ detail: 'Not found.' })
    expect((await api('/temple/t-admin/999/', { token: access })).status).toBe(404)
  })

  it('partially updates the temple, merging the address', async () => {
    const { access } = await login('admin@example.com')
    const res = await api('/temple/t-admin/1/', {
      method: 'PATCH',
      token: access,
      body: {
        counter_name: 'West Nada Counter',
        closing_time: '21:15',
        address: { address_line_2: 'Near Padmatheertham' },
        is_active: false,
      },
    })
    expect(res.status).toBe(200)
    const temple = await res.json()
    expect(temple).toMatchObject({
      counter_name: 'West Nada Counter',
      closing_time: '21:15:00',
      is_active: true,
      address: { address_line_1: 'West Nada, East Fort', address_line_2: 'Near Padmatheertham', pincode: '695023' },
    })
    expect((await (await api('/temple/t-admin/1/', { token: access })).json()).counter_name).toBe('West Nada Counter')
  })

  it('validates fields with DRF-style errors', async () => {
    const { access } = await login('admin@example.com')
    const res = await api('/temple/t-admin/1/', {
      method: 'PATCH',
      token: access,
      body: {
        name: '',
        email: 'nope',
        address: { pincode: '69502' },
        closing_time: '02:00:00',
        ref_no_padding: 21,
        order_ref_no_tpl: 'ORD/[year]/[no]',
        star_lang: 'klingon',
      },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      name: ['This field may not be blank.'],
      email: ['Enter a valid email address.'],
      star_lang: ['"klingon" is not a valid choice.'],
      address: { pincode: ['Only 6 digits are allowed'] },
      ref_no_padding: ['Ensure this value is less than or equal to 20.'],
      order_ref_no_tpl: ['[year] requires [month] in the template.'],
      closing_time: ["Closing time can't be before starting time"],
    })
  })

  it("item 11: answers with the spec's own messages; item 6: a blank district is accepted", async () => {
    const { access } = await login('admin@example.com')
    const bad = await api('/temple/t-admin/1/', { method: 'PATCH', token: access, body: { address: { pincode: '69a502' } } })
    expect(await bad.json()).toEqual({ address: { pincode: ['Pincode should have digits only'] } })
    const blank = await api('/temple/t-admin/1/', { method: 'PATCH', token: access, body: { address: { district: '' } } })
    expect(blank.status).toBe(200)
    expect(((await blank.json()) as { address: { district: string } }).address.district).toBe('')
  })

  it('needs change_temple to update', async () => {
    const { access } = await login('manager@example.com')
    const res = await api('/temple/t-admin/1/', { method: 'PATCH', token: access, body: { counter_name: 'x' } })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ detail: 'You do not have permission to perform this action.' })
  })
})

describe('POST /temple/t-admin/', () => {
  const newTemple = {
    name: 'Sree Ananthapura Lake Temple',
    email: 'office@ananthapura.example.org',
    phone: '+91 4998 214 360',
    address: {
      address_line_1: 'Ananthapura',
      city: 'Kumbla',
      district: 'Kasaragod',
      state: 'Kerala',
      pincode: '671321',
    },
    opening_time: '06:00',
    closing_time: '19:30',
  }

  it('requires a location', async () => {
    const { access } = await login('newbie@example.com')
    const res = await api('/temple/t-admin/', { method: 'POST', token: access, body: newTemple })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ location: ['This field is required.'] })
  })

  it('registers a pending, inactive temple administered by the caller', async () => {
    const { access } = await login('newbie@example.com')
    const res = await api('/temple/t-admin/', {
      method: 'POST',
      token: access,
      body: { ...newTemple, location: { latitude: 12.6036, longitude: 74.9859 } },
    })
    expect(res.status).toBe(201)
    const temple = await res.json()
    expect(temple).toMatchObject({
      name: 'Sree Ananthapura Lake Temple',
      approval_status: 'pending',
      is_active: false,
      opening_time: '06:00:00',
      star_lang: 'malayalam',
      location: { latitude: 12.6036, longitude: 74.9859 },
      images: { cover: null, display: null, logo: null },
    })
    expect(temple.url).toBe(`http://localhost/api/temple/t-admin/${temple.id}/`)

    const list = await (await api('/temple/t-admin/', { token: access })).json()
    expect(list.map((t: { id: number }) => t.id)).toEqual([temple.id])
    const me = await (await api('/temple/t-admin/admins/me/', { token: access, temple: temple.id })).json()
    expect(me.role).toBe('admin')
  })
})

describe('temple admins', () => {
  it('GET admins/me/ returns the membership; administrators get every code', async () => {
    const { access } = await login('admin@example.com')
    const res = await api('/temple/t-admin/admins/me/', { token: access, temple: 1 })
    expect(res.status).toBe(200)
    const me = await res.json()
    expect(me).toMatchObject({
      role: 'admin',
      user: { id: 1, full_name: 'Arjun Menon', email: 'admin@example.com', phone: '+91 94470 12345' },
      temple: 'http://localhost/api/temple/t-admin/1/',
    })
    expect(me.url).toBe(`http://localhost/api/temple/t-admin/admins/${me.id}/`)
    expect(me.permissions).toEqual([...ALL_PERMISSION_CODES])
  })

  it('GET admins/me/ gives a staff member exactly their codes', async () => {
    const { access } = await login('manager@example.com')
    const me = await (await api('/temple/t-admin/admins/me/', { token: access, temple: 1 })).json()
    expect(me.role).toBe('staff')
    expect(me.permissions).toEqual(['view_offering', 'add_offering', 'change_offering', 'view_deity'])
  })

  it('lists the members of the temple and the permission catalogue', async () => {
    const { access } = await login('admin@example.com')
    const members = await (await api('/temple/t-admin/admins/', { token: access, temple: 1 })).json()
    expect(members.map((m: { user: { email: string } }) => m.user.email)).toContain('manager@example.com')
    expect(members.every((m: { temple: string }) => m.temple === 'http://localhost/api/temple/t-admin/1/')).toBe(true)

    const permissions = await (await api('/temple/t-admin/admins/list-permissions/', { token: access, temple: 1 })).json()
    expect(permissions).toHaveLength(ALL_PERMISSION_CODES.length)
    expect(permissions).toContainEqual({ codename: 'view_offeringorder', name: 'Can view offering order' })
    expect(permissions).toContainEqual({ codename: 'change_temple', name: 'Can change temple' })
    expect(permissions).toContainEqual({ codename: 'view_donation_report', name: 'Can view donation report' })
  })

  it('updates a membership and protects the last administrator', async () => {
    const { access } = await login('admin@example.com')
    const members = await (await api('/temple/t-admin/admins/', { token: access, temple: 1 })).json()
    const ravi = members.find((m: { user: { email: string } }) => m.user.email === 'manager@example.com')
    const res = await api(ravi.url, {
      method: 'PATCH',
      token: access,
      temple: 1,
      body: { permissions: ['view_offering', 'view_deity'] },
    })
    expect(res.status).toBe(200)
    expect((await res.json()).permissions).toEqual(['view_offering', 'view_deity'])

    const bad = await api(ravi.url, { method: 'PATCH', token: access, temple: 1, body: { permissions: ['fly'] } })
    expect(await bad.json()).toEqual({ permissions: ['"fly" is not a valid choice.'] })

    const me = await (await api('/temple/t-admin/admins/me/', { token: access, temple: 1 })).json()
    const demote = await api(me.url, { method: 'PATCH', token: access, temple: 1, body: { role: 'staff' } })
    expect(demote.status).toBe(400)
    expect(await demote.json()).toEqual({ non_field_errors: ['A temple must have at least one administrator.'] })

    expect((await api(ravi.url, { method: 'DELETE', token: access, temple: 1 })).status).toBe(204)
    expect((await api(ravi.url, { token: access, temple: 1 })).status).toBe(404)
  })
})

describe('PUT /temple/t-admin/{id}/img/{cover,display,logo}/', () => {
  async function upload(token: string, kind: string, field: string, file: Blob, name = 'logo.png'): Promise<Response> {
    const form = new FormData()
    form.append(field, file, name)
    return fetch(`http://localhost/api/temple/t-admin/1/img/${kind}/`, {
      method: 'PUT',
      headers: { Authorization: `JWT ${token}` },
      body: form,
    })
  }

  it('stores the image of the {kind}_img field and answers the temple', async () => {
    const { access } = await login('admin@example.com')
    const res = await upload(access, 'logo', 'logo_img', new Blob([bytesOf(HEADS.png)], { type: 'image/png' }))
    expect(res.status).toBe(200)
    const temple = await res.json()
    expect(temple.images.logo).toMatch(/^http:\/\/localhost\/api\/__mock__\/media\/upload-[a-z0-9-]+\.png$/)
    expect(temple.images.cover).toMatch(/\.svg$/)
  })

  it('refuses an image whose bytes are not a PNG or JPEG (an HTML page named x.png) with DRF’s ImageField message', async () => {
    const { access } = await login('admin@example.com')
    for (const kind of ['cover', 'display', 'logo']) {
      const res = await upload(access, kind, `${kind}_img`, new Blob([bytesOf(HEADS.html)], { type: 'image/png' }), 'x.png')
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        [`${kind}_img`]: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
      })
    }
    const jpeg = await upload(access, 'cover', 'cover_img', new Blob([bytesOf(HEADS.jpeg)], { type: 'image/jpeg' }), 'x.jpg')
    expect(jpeg.status).toBe(200)
  })

  it('refuses other types, a missing field, an unknown kind and users without change_temple', async () => {
    const { access } = await login('admin@example.com')
    const pdf = await upload(access, 'cover', 'cover_img', new Blob(['%PDF'], { type: 'application/pdf' }), 'x.pdf')
    expect(pdf.status).toBe(400)
    expect(await pdf.json()).toEqual({ cover_img: ['Upload a valid image. Only jpeg and png images are allowed.'] })
    const wrongField = await upload(access, 'cover', 'logo_img', new Blob(['x'], { type: 'image/png' }))
    expect(await wrongField.json()).toEqual({ cover_img: ['No file was submitted.'] })
    expect((await upload(access, 'banner', 'banner_img', new Blob(['x'], { type: 'image/png' }))).status).toBe(404)
    const manager = await login('manager@example.com')
    expect((await upload(manager.access, 'logo', 'logo_img', new Blob(['x'], { type: 'image/png' }))).status).toBe(403)
  })
})
